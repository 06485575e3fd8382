import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api.js';
import { initI18n } from '../i18n/instance.js';
import { DEFAULT_LANGUAGE_CHOICE, resolveLanguage } from '../locales/index.js';

export { resolveLanguage };
import type { RootState } from './root-reducer.js';
import { setTheme, type Theme } from './ui-slice.js';

/** A user's colour scheme (PUT user/interface): 'default' follows the site, 'system' the device. */
export const COLOR_SCHEMES = ['default', 'system', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
/** A user's language 'Default' (spec section 3) follows the site's language. */
export const DEFAULT_USER_LANGUAGE = DEFAULT_LANGUAGE_CHOICE;

const chosen = (v: string | null | undefined, unset: string) => (v && v !== unset ? v : undefined);

function deviceTheme(): Theme {
  const mq = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  return mq?.matches ? 'dark' : 'light';
}

/** The theme to show: the user's choice, else the site's (siteinfo theme.color_scheme); 'system' follows the device. */
export function resolveTheme(userScheme?: string | null, siteScheme?: string | null): Theme {
  const scheme = chosen(userScheme, 'default') ?? chosen(siteScheme, 'default') ?? 'system';
  return scheme === 'dark' || scheme === 'light' ? scheme : deviceTheme();
}

/** The browser's preferred languages, most preferred first (navigator.languages, else navigator.language). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** What a user chose in settings (user/info's or PUT user/interface's fields). */
export interface AppearanceChoice {
  language?: string | null;
  color_scheme?: string | null;
}

/**
 * Applies a user's language and colour scheme at once (after saving them in settings): switches the i18n language
 * and sets the store's theme, which the shell renders with. Resolves with what was applied.
 */
export function applyAppearance(choice: AppearanceChoice): ThunkAction<Promise<{ language: string; theme: Theme }>, RootState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const site = api.endpoints.getSiteInfo.select()(getState()).data;
    const language = await initI18n(resolveLanguage(choice.language, site?.interface.language, browserLanguages()));
    const theme = resolveTheme(choice.color_scheme, site?.theme.color_scheme);
    dispatch(setTheme(theme));
    return { language, theme };
  };
}
