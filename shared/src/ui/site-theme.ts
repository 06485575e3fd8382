import type { ThemeConfig } from 'antd';
import { useMemo, useSyncExternalStore } from 'react';
import { api } from '../api/api.js';
import { siteNavbarStyle, sitePrimaryColor } from '../contract/site-colors.js';
import type { AppStore } from '../store/make-store.js';
import { selectTheme } from '../store/selectors.js';
import { themeFor } from './theme.js';

const selectSite = api.endpoints.getSiteInfo.select();

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotionQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);
const prefersReducedMotion = () => reducedMotionQuery()?.matches ?? false;
const onReducedMotionChange = (notify: () => void) => {
  const mq = reducedMotionQuery();
  mq?.addEventListener?.('change', notify);
  return () => mq?.removeEventListener?.('change', notify);
};

/**
 * The antd theme the site is shown in, from the store: the light/dark mode the store holds (the member's scheme, else
 * the site's, 'system' following the device) and the primary colour and navbar style of siteinfo's theme. Every
 * React root (the shell, the auth parcel) renders with it, so an admin's save (which refetches siteinfo) or a
 * member's choice shows everywhere without a reload. A device set to reduce motion gets none of antd's motions (dialogs,
 * menus and pop-overs appear and go without zooming or sliding), following the setting live.
 */
export function useSiteTheme(store: AppStore): ThemeConfig {
  // Strings only, so the hook re-renders when one of them changes and not on every store update.
  const mode = useSyncExternalStore(store.subscribe, () => selectTheme(store.getState()));
  const primaryColor = useSyncExternalStore(store.subscribe, () => sitePrimaryColor(selectSite(store.getState()).data) ?? '');
  const navbarStyle = useSyncExternalStore(store.subscribe, () => siteNavbarStyle(selectSite(store.getState()).data));
  const still = useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);
  // One theme object per combination: antd recomputes its tokens when the object changes.
  return useMemo(() => {
    const theme = themeFor({ mode, primaryColor: primaryColor || undefined, navbarStyle });
    return still ? { ...theme, token: { ...theme.token, motion: false } } : theme;
  }, [mode, primaryColor, navbarStyle, still]);
}
