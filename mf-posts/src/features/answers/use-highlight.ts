import { useEffect, useRef, useState } from 'react';

/** Spec section 9: a linked answer is scrolled to 120 px below the top and its highlight fades after 3.2 s. */
export const SCROLL_OFFSET_PX = 120;
export const HIGHLIGHT_FADE_MS = 3200;

/** The DOM id of an answer's element, which the scroll looks up. */
export const answerElementId = (id: string) => `answer-${id}`;

/**
 * Scrolls to the answer `id` once it is rendered (`ready`) and returns the id while it is highlighted.
 * Runs once per id: re-renders (a vote, fresh data) do not scroll the reader back.
 */
export function useHighlight(id: string | undefined, ready: boolean): string | undefined {
  const [active, setActive] = useState<string | undefined>();
  const done = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!id || !ready || done.current === id) return;
    const el = document.getElementById(answerElementId(id));
    if (!el) return;
    // After this render has been laid out, so the position is the final one.
    const timer = setTimeout(() => {
      done.current = id;
      const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
      window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
      setActive(id);
    }, 0);
    return () => clearTimeout(timer);
  }, [id, ready]);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setActive(undefined), HIGHLIGHT_FADE_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return active;
}
