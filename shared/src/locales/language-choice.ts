// Which language to show when nobody fixed one. A language setting is a catalogue code ('en_US', 'zh_CN') or
// 'Default', which fixes nothing and defers to the next level: a member's 'Default' follows the site (spec section 3),
// the site's 'Default' (siteinfo interface.language) follows each visitor's browser.

/** The language setting that fixes nothing (a member's: follow the site; the site's: follow the browser). */
export const DEFAULT_LANGUAGE_CHOICE = 'Default';

/** Whether a value may be stored as a language setting: a catalogue code or 'Default'. */
export function isLanguageChoice(value: string, codes: readonly string[]): boolean {
  return value === DEFAULT_LANGUAGE_CHOICE || codes.includes(value);
}

/**
 * The first of a browser's preferred languages (navigator.languages, or an Accept-Language value) that a catalogue
 * serves: an exact match (`zh-CN`, `zh_CN`, `zh-cn`) or else the same language in another region or script (`zh`,
 * `zh-Hans`, `en-GB`), in the browser's order of preference. Undefined when none matches.
 */
export function pickBrowserLanguage(preferred: readonly string[] | string | undefined, codes: readonly string[]): string | undefined {
  const tags = typeof preferred === 'string' ? preferred.split(',') : (preferred ?? []);
  for (const raw of tags) {
    const tag = raw.split(';')[0]!.trim().replace(/_/g, '-');
    if (!tag || tag.length > 32) continue;
    const [lang = '', ...rest] = tag.split('-');
    const exact = [lang.toLowerCase(), ...rest.map((p) => p.toUpperCase())].join('_');
    if (codes.includes(exact)) return exact;
    const sameLanguage = codes.find((c) => c.split('_')[0] === lang.toLowerCase());
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}
