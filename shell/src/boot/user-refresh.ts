import { refreshUser } from '@site/shared/api';
import type { AppDispatch } from '@site/shared/store';

/**
 * Refreshes the current user when the visitor comes back to the tab (window focus, page visible again), so a role,
 * suspension or activation changed elsewhere shows up. refreshUser throttles this to once per 10 s (spec section 4);
 * returning to a tab fires both events, which the throttle and RTK Query's in-flight dedupe fold into one request.
 * Returns a function that stops listening.
 */
export function refreshUserOnReturn(dispatch: AppDispatch): () => void {
  const onReturn = () => {
    if (document.visibilityState !== 'hidden') void dispatch(refreshUser());
  };
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
  return () => {
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
  };
}
