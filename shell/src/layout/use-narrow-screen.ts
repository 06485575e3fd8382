import { useSyncExternalStore } from 'react';

/**
 * Below antd's `lg` breakpoint (992 px) the header's entries, search box, Ask and account buttons no longer fit on
 * one line, so the header folds them into a menu and the content loses its wide side padding.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 991.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_SCREEN_QUERY).matches;

/**
 * Whether the window is narrower than the desktop layout. Read synchronously on the first render (no desktop
 * header flashing on a phone), and followed when the window is resized or the phone turned.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
