import { useEffect, useRef } from 'react';
import { api, useLiveStream } from '@site/shared/api';
import { endpoints, type PostLiveFrame } from '@site/shared/contract';
import { useAppDispatch } from '@site/shared/store';
import { answerListTag } from '../answers';

/** How far apart the two clocks' durations may be (a frame's travel, a render) and still count as "after the load". */
const CLOCK_MARGIN_MS = 1000;

/** What an open post shows that others change: the post, its answers and every comment list on the page. */
const postTags = (questionId: string) => [{ type: 'Question' as const, id: questionId }, answerListTag(questionId), 'Comment' as const];

/**
 * Whether a frame means the page's data is out of date. Against the last frame seen (a reconnect included): any other
 * revision. The first frame has nothing to compare with: it tells how long ago the latest change was (on the server's
 * clock) and the page knows how long ago it loaded (on its own), so a change since the load is caught without the
 * two clocks ever being compared.
 */
export function isStale(frame: PostLiveFrame, lastRevision: string | null, loadedAt: number, now = Date.now()): boolean {
  if (lastRevision !== null) return frame.revision !== lastRevision;
  return frame.now - frame.changed_at <= now - loadedAt + CLOCK_MARGIN_MS;
}

/**
 * Keeps an open post current: its answers, comments, votes and acceptance as others change them, without a reload.
 * Each change reads the post, its answers and comments again (never appends what a frame said), so a frame missed
 * or repeated around a reconnect can neither lose nor duplicate an item. `loadedAt`: when the post's data arrived.
 */
export function usePostLive(questionId: string, loadedAt: number | undefined): void {
  const dispatch = useAppDispatch();
  const last = useRef<{ id: string; revision: string } | null>(null);
  const enabled = !!questionId && loadedAt !== undefined;
  // A stream can outlive a network drop while the reads it set off fail: back online, the page reads again.
  useEffect(() => {
    if (!enabled) return;
    const online = () => dispatch(api.util.invalidateTags(postTags(questionId)));
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [enabled, questionId, dispatch]);
  useLiveStream(endpoints.streamPostUpdates, {
    enabled,
    key: questionId,
    query: () => ({ id: questionId }),
    onFrame: (frame) => {
      const seen = last.current?.id === questionId ? last.current.revision : null;
      last.current = { id: questionId, revision: frame.revision };
      if (!isStale(frame, seen, loadedAt ?? 0)) return;
      dispatch(api.util.invalidateTags(postTags(questionId)));
    },
  });
}
