// Durations and dates in the page's current language (the i18next instance) and display time zone: the pure rules
// of lib/format.ts, given what the page holds now.
import { i18n } from '../i18n/instance.js';
import { formatDateIn, formatDurationWith, relativeTimeIn } from '../lib/format.js';
import { currentTimeZone } from './time-zone.js';

const pageLanguage = (lang?: string): string => lang ?? i18n.language ?? 'en_US';

/** Duration text (spec section 9) through the `common` namespace, in `lang` or the current language. */
export function formatDuration(seconds: number, lang?: string): string {
  const t = i18n.getFixedT(lang || null, 'common');
  return formatDurationWith((key, options) => (options ? t(key, options) : t(key)), seconds);
}

/** A Unix-seconds time as a date (and time unless `dateOnly`) in the current language and the site's time zone. */
export function formatDate(unixSeconds: number, opts: { lang?: string; dateOnly?: boolean; timeZone?: string } = {}): string {
  return formatDateIn(unixSeconds, { lang: pageLanguage(opts.lang), timeZone: opts.timeZone ?? currentTimeZone(), dateOnly: opts.dateOnly });
}

/** "3 minutes ago" style text for a Unix-seconds time; over 30 days falls back to the date in the site's time zone. */
export function relativeTime(unixSeconds: number, now: number = Date.now(), lang?: string): string {
  return relativeTimeIn(unixSeconds, { now, lang: pageLanguage(lang), timeZone: currentTimeZone() });
}
