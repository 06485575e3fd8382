// The colour scheme after start-up: the store's theme is resolved again whenever what it depends on changes, the
// member's choice (user/info's color_scheme), the site's default (siteinfo theme.color_scheme, after an admin's save
// refetches it) or the device's scheme (prefers-color-scheme, for 'system'). A member's own choice wins unless it is
// 'default' (the rule lives in the store's resolveTheme).
import { api } from '@site/shared/api';
import { resolveTheme, selectTheme, selectUser, setTheme, type AppStore } from '@site/shared/store';

const selectSite = api.endpoints.getSiteInfo.select();
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Starts following; answers the stop (tests). */
export function followColorScheme(store: AppStore): () => void {
  const inputs = () => {
    const state = store.getState();
    return `${selectUser(state)?.color_scheme ?? ''}|${selectSite(state).data?.theme.color_scheme ?? ''}`;
  };
  let last = inputs();
  const apply = () => {
    const state = store.getState();
    const theme = resolveTheme(selectUser(state)?.color_scheme, selectSite(state).data?.theme.color_scheme);
    if (theme !== selectTheme(state)) store.dispatch(setTheme(theme));
  };
  // Only a change of the inputs resolves again: a member's settings page sets the theme itself as it saves
  // (applyAppearance), and the refetched user/info then agrees with it.
  const unsubscribe = store.subscribe(() => {
    const now = inputs();
    if (now === last) return;
    last = now;
    apply();
  });
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  media?.addEventListener?.('change', apply);
  return () => {
    unsubscribe();
    media?.removeEventListener?.('change', apply);
  };
}
