import { useCallback, useEffect, useRef } from 'react';
import { questionDetailApi } from './question-detail-api';
import { loadQuestionDetailPage } from './load-page';

/** How long the pointer rests on a link before its post is fetched: passing over a list fetches nothing. */
export const HOVER_INTENT_MS = 80;

/** Runs `work` once the browser has nothing else to do (a timer where requestIdleCallback is missing: Safari). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}

/** Event handlers for a link to a post's page. */
export interface QuestionLinkIntent {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
}

/**
 * Makes opening a post from a page of links feel immediate. Once `shown` (the links are on the screen) and the
 * browser is idle, the detail page's code is fetched, so a click does not wait for it; a visitor's intent on one link
 * (the pointer resting on it, pressing it, focusing it with the keyboard) starts that post's data request, which the
 * page then takes over (RTK Query keeps one request per post). The first page never waits for any of it.
 */
export function useQuestionPrefetch(shown: boolean): (id: string) => QuestionLinkIntent {
  const prefetchInfo = questionDetailApi.usePrefetch('getQuestionInfo', { ifOlderThan: 30 });
  const hover = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!shown) return;
    // A failed prefetch is not an error: the route loads the chunk again (and reports a failure) when opened.
    return whenIdle(() => void loadQuestionDetailPage().catch(() => undefined));
  }, [shown]);
  useEffect(() => () => clearTimeout(hover.current), []);

  return useCallback(
    (id: string) => {
      const now = () => {
        clearTimeout(hover.current);
        prefetchInfo(id);
      };
      return {
        onPointerEnter: () => {
          clearTimeout(hover.current);
          hover.current = setTimeout(now, HOVER_INTENT_MS);
        },
        onPointerLeave: () => clearTimeout(hover.current),
        onPointerDown: now,
        onFocus: now,
      };
    },
    [prefetchInfo],
  );
}
