// The derived text of a post: its address slug and its plain excerpt.
import { plainTextExcerpt } from '../markdown/excerpt.js';

const URL_TITLE_MAX = 150;
const DESCRIPTION_MAX = 200;

/** The title as an address slug: lower case letters and digits of any script joined by '-' ('' when none). */
export function urlTitleOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return '';
  let out = '';
  for (const w of words) {
    const next = out ? `${out}-${w}` : w;
    if (next.length > URL_TITLE_MAX) break;
    out = next;
  }
  return out || words[0]!.slice(0, URL_TITLE_MAX);
}

/** A plain-text excerpt of rendered (sanitized) HTML for lists and previews. */
export const descriptionOf = (html: string): string => plainTextExcerpt(html, DESCRIPTION_MAX);
