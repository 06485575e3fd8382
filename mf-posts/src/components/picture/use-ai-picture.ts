import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, postEventStream } from '@site/shared/api';
import { endpoints, type Picture } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { selectToken, useAppDispatch, useAppSelector } from '@site/shared/store';

/** Where a picture is: not asked for, being made (and at which stage), made, stopped, or failed. */
export type AiPictureStatus = 'idle' | 'running' | 'saved' | 'stopped' | 'failed';

export interface AiPictureState {
  status: AiPictureStatus;
  /** While running: `sent` until the server's first frame, then the server's stage. */
  stage: 'sent' | 'generating' | 'storing';
  /** How long the model has been at it, as the server last said. */
  elapsedMs: number;
  /** Why it failed (the server's message). */
  error: string;
}

const IDLE: AiPictureState = { status: 'idle', stage: 'sent', elapsedMs: 0, error: '' };

/**
 * Asks the server's AI for a picture and follows its stream of progress frames; the stored picture goes to
 * `onPicture`. Stopping (or leaving the page) aborts the request: the server cancels the model's work and saves and
 * charges nothing.
 */
export function useAiPicture(onPicture: (picture: Picture) => void) {
  const { t } = useTranslation('posts');
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [state, setState] = useState<AiPictureState>(IDLE);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (prompt: string) => {
      running.current?.abort();
      const stop = new AbortController();
      running.current = stop;
      setState({ ...IDLE, status: 'running' });
      let ended: AiPictureState | null = null;
      try {
        await postEventStream(endpoints.streamAiPicture, { prompt }, {
          token,
          dispatch,
          signal: stop.signal,
          onFrame: (frame) => {
            if (frame.type === 'progress') setState((s) => ({ ...s, stage: frame.stage, elapsedMs: frame.elapsed_ms }));
            else if (frame.type === 'saved') {
              ended = { ...IDLE, status: 'saved' };
              onPicture(frame.picture);
            } else ended = { ...IDLE, status: 'failed', error: frame.msg };
          },
        });
        setState(ended ?? { ...IDLE, status: 'failed', error: t('picture.ai_broken') });
      } catch (err) {
        if (stop.signal.aborted) setState({ ...IDLE, status: 'stopped' });
        else setState({ ...IDLE, status: 'failed', error: isApiError(err) ? err.msg : t('picture.ai_broken') });
      } finally {
        if (running.current === stop) running.current = null;
      }
    },
    [token, dispatch, onPicture, t],
  );
  const stop = useCallback(() => running.current?.abort(), []);
  return { state, start, stop };
}
