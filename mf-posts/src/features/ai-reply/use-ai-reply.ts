import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isApiError, postEventStream } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { selectToken, useAppDispatch, useAppSelector } from '@site/shared/store';

/** What the AI reply control shows: nothing yet, the text so far, or how it ended. */
export type AiReplyStatus = 'idle' | 'streaming' | 'saved' | 'stopped' | 'failed';

export interface AiReplyState {
  status: AiReplyStatus;
  /** The reply's text as it arrived (the saved text once saved: hidden citations removed). */
  text: string;
  /** Why it failed (the server's message), when it did. */
  error: string;
  truncated: boolean;
}

type CacheTag = Parameters<typeof api.util.invalidateTags>[0][number];

export interface AiReplyTarget {
  kind: 'answer' | 'comment';
  /** The post (answer) or the answer or comment (comment) the reply is about. */
  objectId: string;
  /** The lists the saved reply appears in: refreshed when it is saved. */
  refreshTags: CacheTag[];
}

const IDLE: AiReplyState = { status: 'idle', text: '', error: '', truncated: false };

/**
 * Asks the server for an AI reply and follows its stream: the text grows as tokens arrive; when the server says it
 * saved the reply, the lists it shows in are refetched. Stopping (or leaving the page) aborts the request, and the
 * server then saves nothing.
 */
export function useAiReply({ kind, objectId, refreshTags }: AiReplyTarget) {
  const { t } = useTranslation('posts');
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [state, setState] = useState<AiReplyState>(IDLE);
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops the reply (the server cancels the provider's request and saves nothing).
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    running.current?.abort();
    const stop = new AbortController();
    running.current = stop;
    setState({ ...IDLE, status: 'streaming' });
    const entry = kind === 'answer' ? endpoints.streamAiAnswer : endpoints.streamAiComment;
    const body = kind === 'answer' ? { question_id: objectId } : { object_id: objectId };
    let ended: AiReplyState | null = null;
    try {
      const end = await postEventStream(entry, body, {
        token,
        dispatch,
        signal: stop.signal,
        onFrame: (frame) => {
          if (frame.type === 'delta') setState((s) => ({ ...s, text: s.text + frame.content }));
          else if (frame.type === 'saved') {
            ended = { status: 'saved', text: frame.content, error: '', truncated: frame.truncated };
            dispatch(api.util.invalidateTags(refreshTags));
          } else ended = { status: 'failed', text: '', error: frame.msg, truncated: false };
        },
      });
      setState((s) => ended ?? (end === 'done' ? { ...s, status: 'saved' } : { ...s, status: 'failed', error: t('ai.broken') }));
    } catch (err) {
      if (stop.signal.aborted) setState((s) => ({ ...s, status: 'stopped' }));
      else setState({ ...IDLE, status: 'failed', error: isApiError(err) ? err.msg : t('ai.broken') });
    } finally {
      if (running.current === stop) running.current = null;
    }
  }, [kind, objectId, refreshTags, token, dispatch, t]);

  const stop = useCallback(() => running.current?.abort(), []);
  const reset = useCallback(() => setState(IDLE), []);
  return { state, start, stop, reset };
}
