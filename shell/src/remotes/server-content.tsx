import { useLayoutEffect, useRef } from 'react';

// The server puts a crawlable copy of the page (#ssr-content) in #root, so the first paint shows the post or list
// before any script runs. React clears #root when it first renders, so start-up takes the element out beforehand,
// and the first remote slot shows it while its remote loads: the visitor keeps reading instead of watching a
// skeleton, and the remote's own page replaces it. Later loads (navigation) have no server copy.

let pending: HTMLElement | null = null;

/** Takes the server's copy out of the document before React renders (call once, before createRoot). */
export function takeServerContent(doc: Document = document): void {
  const element = doc.getElementById('ssr-content');
  if (!element) return;
  element.remove();
  pending = element;
}

/** Whether a server copy is waiting to be shown. */
export const hasServerContent = (): boolean => pending !== null;

/** Shows the server's copy in place (before paint) until the slot's remote renders; then it is gone for good. */
export function ServerContent() {
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = pending;
    if (!element || !place.current) return;
    place.current.appendChild(element);
    return () => {
      element.remove();
      if (pending === element) pending = null;
    };
  }, []);
  return <div ref={place} data-testid="server-content" />;
}
