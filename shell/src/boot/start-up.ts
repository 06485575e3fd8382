// Spec section 4, start-up: site settings and the current user in parallel, then the hosting agent, then
// language, time zone and colour theme, once.
import { api } from '@site/shared/api';
import type { SiteInfo, LoggedUser } from '@site/shared/contract';
import { initI18n } from '@site/shared/i18n';
import { normalizeLanguage } from '@site/shared/locales';
import { authSlice, type AppDispatch } from '@site/shared/store';

export interface BootSettings {
  language: string;
  timeZone: string;
  theme: 'light' | 'dark';
  /** The site's primary colour (siteinfo theme_config), or the default. */
  primaryColor?: string;
}

let applied: BootSettings | null = null;

function resolveTheme(scheme: string | undefined): 'light' | 'dark' {
  if (scheme === 'dark' || scheme === 'light') return scheme;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies language, time zone and theme the first time only; later calls return what was applied. */
export async function applySettingsOnce(site: SiteInfo | undefined, user: LoggedUser | null | undefined): Promise<BootSettings> {
  if (applied) return applied;
  const settings: BootSettings = {
    language: normalizeLanguage(user?.language || site?.interface.language || navigator.language),
    timeZone: site?.interface.time_zone || 'UTC',
    theme: resolveTheme(user?.color_scheme || site?.theme.color_scheme),
    primaryColor: site?.theme.theme_config.primary_color || undefined,
  };
  applied = settings;
  await initI18n(settings.language);
  const root = document.documentElement;
  root.lang = settings.language.replace('_', '-');
  root.dataset.timeZone = settings.timeZone;
  root.dataset.theme = settings.theme;
  root.style.colorScheme = settings.theme;
  if (site?.general.name) document.title = site.general.name;
  return settings;
}

/** Runs the start-up sequence. On /install the site is not installed (its API answers 503): skip those calls. */
export async function startUp(dispatch: AppDispatch, pathname: string): Promise<BootSettings> {
  if (pathname === '/install' || pathname.startsWith('/install/')) return applySettingsOnce(undefined, undefined);
  const [site, user] = await Promise.all([
    dispatch(api.endpoints.getSiteInfo.initiate()),
    dispatch(api.endpoints.getUserInfo.initiate()),
  ]);
  if (user.data) dispatch(authSlice.actions.setUser(user.data));
  // The agent only matters for the login/sign-up redirect; a failure must not block the site.
  await dispatch(api.endpoints.getUserCenterAgent.initiate());
  return applySettingsOnce(site.data, user.data);
}

/** For tests. */
export function resetBootForTests(): void {
  applied = null;
}
