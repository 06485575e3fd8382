import { en_US, type Catalogue, type MessageKey } from './en_US.js';
import { isLanguageChoice as isChoiceOf, pickBrowserLanguage as pickOf } from './language-choice.js';
import { zh_CN } from './zh_CN.js';

export type { Catalogue, MessageKey };
export { en_US, zh_CN };
import { DEFAULT_LANGUAGE_CHOICE } from './language-choice.js';
export { DEFAULT_LANGUAGE_CHOICE };
export { uiCatalogues } from './ui.js';

/** Catalogues by language code (en_US style). en_US is the fallback. */
export const catalogues: Record<string, Catalogue> = { en_US, zh_CN };
export const DEFAULT_LANGUAGE = 'en_US';
export const languageOptions = [
  { label: 'English', value: 'en_US' },
  { label: '简体中文', value: 'zh_CN' },
];

/** Whether a value may be stored as a member's or the site's language: a catalogue code or 'Default'. */
export const isLanguageChoice = (value: string): boolean => isChoiceOf(value, Object.keys(catalogues));

/** The catalogue serving the first language the browser prefers that one serves (see language-choice.ts). */
export const pickBrowserLanguage = (preferred: readonly string[] | string | undefined): string | undefined =>
  pickOf(preferred, Object.keys(catalogues));

/** Reads an Accept-Language style value (`zh-CN`, `zh_CN`); unknown or over-long values fall back to en_US. */
export function normalizeLanguage(value: string | undefined | null): string {
  if (!value || value.length > 32) return DEFAULT_LANGUAGE;
  const first = value.split(',')[0]!.split(';')[0]!.trim().replace('-', '_');
  return first in catalogues ? first : DEFAULT_LANGUAGE;
}

/** Translates a message key; an unknown key is returned as is (so a raw message passes through). */
export function translate(key: string, language: string = DEFAULT_LANGUAGE): string {
  const cat = catalogues[language] ?? en_US;
  return (cat as Record<string, string>)[key] ?? (en_US as Record<string, string>)[key] ?? key;
}

/** Translates a message key and fills its `{{name}}` placeholders (a missing value leaves the placeholder). */
export function translateWith(key: string, language: string, params: Record<string, string | number>): string {
  return translate(key, language).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The language to show: the member's unless 'Default'; else the site's (siteinfo interface.language) unless 'Default'
 * (or unset); else the first of the browser's preferred languages a catalogue serves; else en_US (spec section 9).
 * The app, and the server for the mails it writes, decide by this one rule.
 */
export function resolveLanguage(
  userLanguage?: string | null,
  siteLanguage?: string | null,
  browserLanguages?: readonly string[] | string,
): string {
  const chosen = (v: string | null | undefined) => (v && v !== DEFAULT_LANGUAGE_CHOICE ? v : undefined);
  const fixed = chosen(userLanguage) ?? chosen(siteLanguage);
  if (fixed) return normalizeLanguage(fixed);
  return pickBrowserLanguage(browserLanguages) ?? DEFAULT_LANGUAGE;
}
