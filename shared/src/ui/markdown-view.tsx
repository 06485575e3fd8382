import { useEffect, useRef } from 'react';

/** The class a broken image gets (spec section 8); without alt text it is also hidden. */
export const BROKEN_IMAGE_CLASS = 'broken-image';

export interface MarkdownViewProps {
  /** HTML rendered and sanitized by the server (posts' `html`, answers' and comments' `parsed_text`). */
  html: string;
  testId?: string;
  className?: string;
}

function markBroken(img: HTMLImageElement) {
  img.classList.add(BROKEN_IMAGE_CLASS);
  if (!img.getAttribute('alt')) img.hidden = true;
}

/**
 * Shows server-rendered markdown. The HTML is trusted only because the server sanitized it (never pass client
 * text here). Images that fail to load, before or after mounting, get the broken-image marker.
 */
export function MarkdownView({ html, testId = 'markdown-view', className }: MarkdownViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement) markBroken(e.target);
    };
    // error events do not bubble: listen in the capture phase.
    root.addEventListener('error', onError, true);
    root.querySelectorAll('img').forEach((img) => {
      if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) markBroken(img);
    });
    return () => root.removeEventListener('error', onError, true);
  }, [html]);
  // Long words and links wrap; what cannot wrap (code blocks, tables, big images) scrolls inside the post, so a post
  // never makes the whole page wider than a phone.
  return (
    <div
      ref={ref}
      className={className ? `markdown-body ${className}` : 'markdown-body'}
      data-testid={testId}
      style={{ overflowX: 'auto', overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
