// Spec section 4, start-up: site settings and the current user in parallel, then the hosting agent, then
// language, time zone and colour theme, once.
import { api } from '@site/shared/api';
import { sitePrimaryColor, type BootData, type SiteInfo, type LoggedUser } from '@site/shared/contract';
import { initI18n } from '@site/shared/i18n';
import { setDisplayTimeZone } from '@site/shared/page';
import { authSlice, browserLanguages, resolveLanguage, resolveTheme, selectToken, setTheme, type AppDispatch, type RootState } from '@site/shared/store';
import { takeEarlyUserInfo } from './early-user';

export interface BootSettings {
  language: string;
  timeZone: string;
  theme: 'light' | 'dark';
  /** The site's primary colour (siteinfo theme_config), or the default. */
  primaryColor?: string;
}

let applied: BootSettings | null = null;

/**
 * Applies language, time zone and theme the first time only; later calls return what was applied. The rules for
 * resolving a user's choice ('Default' language, 'default'/'system' scheme) live in the store, so that settings
 * changes made later by a remote (applyAppearance) resolve the same way; the shell follows the store's theme.
 */
export async function applySettingsOnce(
  dispatch: AppDispatch,
  site: SiteInfo | undefined,
  user: LoggedUser | null | undefined,
): Promise<BootSettings> {
  if (applied) return applied;
  const settings: BootSettings = {
    language: resolveLanguage(user?.language, site?.interface.language, browserLanguages()),
    // Every date is shown in the site's zone (an unknown zone falls back to UTC), whoever looks at it.
    timeZone: setDisplayTimeZone(site?.interface.time_zone),
    theme: resolveTheme(user?.color_scheme, site?.theme.color_scheme),
    primaryColor: sitePrimaryColor(site),
  };
  applied = settings;
  await initI18n(settings.language);
  dispatch(setTheme(settings.theme));
  const root = document.documentElement;
  root.dataset.timeZone = settings.timeZone;
  applyDocumentAppearance(settings.language, settings.theme);
  if (site?.general.name) document.title = site.general.name;
  applyFavicon(site?.branding);
  return settings;
}

/** The page's own icon (shell/public/index.html): none, so the browser asks for no /favicon.ico. */
const NO_ICON = 'data:,';

/** The browser tab's icon: the admin's favicon, else the square icon; the page's own (none) otherwise. */
export function applyFavicon(branding: Pick<SiteInfo['branding'], 'favicon' | 'square_icon'> | undefined): void {
  const href = branding?.favicon || branding?.square_icon || NO_ICON;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** GET user/info's answer from the request the entry sent early, when it is a plain success for the current token. */
async function earlyUser(dispatch: AppDispatch, token: string | null): Promise<boolean> {
  const early = await takeEarlyUserInfo();
  const body = early?.body as { code?: unknown; data?: unknown } | undefined;
  if (!early || early.token !== token || early.status !== 200 || body?.code !== 200 || body.data === undefined) return false;
  const user = body.data as LoggedUser | null;
  await dispatch(api.util.upsertQueryData('getUserInfo', undefined, user));
  // As the query's own onQueryStarted does: null (no or an invalid token) logs the visitor out.
  if (!user) dispatch(authSlice.actions.clearUser());
  return true;
}

/**
 * Runs the start-up sequence. On /install the site is not installed (its API answers 503): skip those calls. Site
 * settings and the hosting agent come from the page's boot data when it has them, the user from the request the
 * entry sent early; whatever is missing is asked for here.
 */
export async function startUp(dispatch: AppDispatch, pathname: string, boot: BootData | null = null): Promise<BootSettings> {
  if (pathname === '/install' || pathname.startsWith('/install/')) return applySettingsOnce(dispatch, undefined, undefined);
  const { siteInfo, userCenterAgent } = boot ?? {};
  if (siteInfo) await dispatch(api.util.upsertQueryData('getSiteInfo', undefined, siteInfo));
  if (userCenterAgent) await dispatch(api.util.upsertQueryData('getUserCenterAgent', undefined, userCenterAgent));
  await earlyUser(dispatch, dispatch((_: AppDispatch, getState: () => RootState) => selectToken(getState())));
  // The queries' subscriptions last for the page's life (cached answers are not asked again): a mutation that
  // invalidates 'User' (a settings save) refetches it; other refreshes go through the throttled refreshUser
  // (see user-refresh.ts).
  const [site, user] = await Promise.all([
    dispatch(api.endpoints.getSiteInfo.initiate()),
    dispatch(api.endpoints.getUserInfo.initiate()),
  ]);
  if (user.data) dispatch(authSlice.actions.setUser(user.data));
  // The agent only matters for the login/sign-up redirect; a failure must not block the site.
  await dispatch(api.endpoints.getUserCenterAgent.initiate());
  return applySettingsOnce(dispatch, site.data, user.data);
}

/** The page's language and light/dark scheme, for the browser (form controls, scrollbars) and CSS. */
export function applyDocumentAppearance(language: string, theme: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.lang = language.replace('_', '-');
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

/** For tests. */
export function resetBootForTests(): void {
  applied = null;
}
