import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The DOM id of a comment's element (a notification's link lands on it). */
export const commentElementId = (id: string) => `comment-${id}`;

/** As a linked answer (spec section 9): scrolled to 120 px below the top, the highlight fading after 3.2 s. */
const SCROLL_OFFSET_PX = 120;
const HIGHLIGHT_FADE_MS = 3200;
/** After a linked answer's own scroll has started, so the comment's wins. */
const AFTER_ANSWER_SCROLL_MS = 100;

/** The comment the address names (`?commentId=`, Answer's links from notifications), if any. */
export function useLinkedCommentId(): string | null {
  const [search] = useSearchParams();
  return search.get('commentId');
}

/**
 * Once the comment the address names is rendered in this list: a scroll to it, and its id while it is highlighted.
 * Scrolls once per id.
 */
export function useCommentFocus(ids: string[]): string | null {
  const wanted = useLinkedCommentId();
  const present = !!wanted && ids.includes(wanted);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || !present || done.current === wanted) return;
    const timer = setTimeout(() => {
      const el = document.getElementById(commentElementId(wanted));
      if (!el) return;
      done.current = wanted;
      const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
      window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
      setHighlighted(wanted);
    }, AFTER_ANSWER_SCROLL_MS);
    return () => clearTimeout(timer);
  }, [wanted, present]);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_FADE_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  return highlighted;
}
