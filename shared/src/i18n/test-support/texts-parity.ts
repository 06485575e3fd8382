// The rules a translation must follow against its en_US twin (the locale-parity check): the same keys, no empty text,
// the same `{{placeholders}}`. Pure, so its own tests can feed it broken catalogues.

/** One language's texts of one catalogue (flat keys). */
export type Texts = Readonly<Record<string, unknown>>;

/** The interpolation names of a text: `{{name}}`, `{{count, number}}` and `{{ n }}` give name, count, n. */
export function placeholdersOf(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]!);
  return [...new Set(names)].sort();
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const list = (keys: string[]) => keys.join(', ');

/** Keys whose text is empty, blank or not a string (i18next runs with flat keys: a nested object is a mistake). */
export function emptyKeys(texts: Texts): string[] {
  return Object.keys(texts).filter((key) => !isText(texts[key]));
}

/**
 * What is wrong with `other` (the `lang` translation) against `en` (its en_US twin), one sentence per kind of fault,
 * each naming the keys: keys it misses, keys en_US lacks, empty texts, and texts whose placeholders differ.
 * Empty means the translation is complete.
 */
export function textsProblems(en: Texts, other: Texts, lang: string): string[] {
  const problems: string[] = [];
  const missing = Object.keys(en).filter((key) => !(key in other));
  const extra = Object.keys(other).filter((key) => !(key in en));
  const empty = emptyKeys(other);
  if (missing.length) problems.push(`${lang} misses ${list(missing)}`);
  if (extra.length) problems.push(`${lang} has keys en_US lacks: ${list(extra)}`);
  if (empty.length) problems.push(`${lang} has empty texts: ${list(empty)}`);
  const differ = Object.keys(en)
    .filter((key) => isText(en[key]) && isText(other[key]))
    .flatMap((key) => {
      const want = placeholdersOf(en[key] as string);
      const got = placeholdersOf(other[key] as string);
      return want.join() === got.join() ? [] : [`${key} (en_US ${show(want)}, ${lang} ${show(got)})`];
    });
  if (differ.length) problems.push(`${lang} placeholders differ from en_US: ${list(differ)}`);
  return problems;
}

const show = (names: string[]) => (names.length ? names.map((n) => `{{${n}}}`).join(' ') : 'none');
