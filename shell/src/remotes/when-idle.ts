/** Runs `work` once the page has loaded and the main thread is idle; answers a function that cancels it. */
export function afterLoadWhenIdle(work: () => void): () => void {
  let cancel = () => undefined as void;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      // The timeout: a page that is never idle (an animation) still gets its prefetch, late.
      const handle = window.requestIdleCallback(work, { timeout: 5000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback.
      const timer = setTimeout(work, 500);
      cancel = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}
