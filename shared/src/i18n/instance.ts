import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, catalogues, normalizeLanguage, uiCatalogues } from '../locales/index.js';
import { common_en_US } from './locales/common.en_US.js';

/** Namespaces of the shared catalogue; remotes add their own with `addBundle`. */
export const NAMESPACES = ['common', 'errors'] as const;

function resources() {
  const out: Record<string, Record<string, Record<string, string>>> = {};
  for (const lang of Object.keys(catalogues)) {
    out[lang] = { common: uiCatalogues[lang] ?? common_en_US, errors: catalogues[lang] as Record<string, string> };
  }
  return out;
}

/**
 * The one i18next instance. Initialised synchronously at import (resources are bundled), so `t` works before the
 * shell has read the site language. Keys are flat (`error_page.403`, `base.unknown`): keySeparator is off.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: resources(),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: ':',
  interpolation: { escapeValue: false }, // React escapes
  // A package's component names its own namespace first and `common` after (`useTranslation(['users', 'common'])`):
  // a key is looked up in each, in that order (react-i18next's default would read the first one only).
  react: { nsMode: 'fallback' },
  initAsync: false,
  returnNull: false,
});

/** Switches the UI language (en_US style; `zh-CN` is accepted, unknown falls back to en_US). */
export async function initI18n(lang?: string | null): Promise<string> {
  const code = normalizeLanguage(lang);
  if (i18n.language !== code) await i18n.changeLanguage(code);
  return code;
}

/** The current language code, as sent in Accept-Language. */
export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE;
}

/** Adds (deep-merges) a remote's texts for one namespace and language. */
export function addBundle(ns: string, lang: string, bundle: Record<string, unknown>): void {
  i18n.addResourceBundle(lang, ns, bundle, true, true);
}
