// Number, duration and date display (spec section 9). Pure: each function is given the language, the zone or the
// translation it needs, so this file holds no page state and ships per content with the rest of @site/shared/lib.
// The page's own language and display time zone are read by the wrappers in @site/shared/page (page/format.ts).

/**
 * Number display (spec section 9): under 10,000 with thousands separators, under 1,000,000 as k with one decimal,
 * beyond that as m. Decimals are truncated, not rounded, so 999,999 reads 999.9k rather than 1000.0k.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(n));
  if (abs < 10_000) return sign + abs.toLocaleString('en-US');
  if (abs < 1_000_000) return `${sign}${(Math.floor(abs / 100) / 10).toFixed(1)}k`;
  return `${sign}${(Math.floor(abs / 100_000) / 10).toFixed(1)}m`;
}

/** A number of points, exact (they are money, never abbreviated like counts) with thousands separators: 12,345. */
export const formatPoints = (n: number): string => n.toLocaleString('en-US');

const HOUR = 3600;
const DAY = 24 * HOUR;

/** A translation function of the `common` namespace (what i18next's getFixedT answers). */
export type CommonTexts = (key: 'duration.days' | 'duration.hours' | 'duration.less_than_hour', options?: { count: number }) => string;

/**
 * Duration text (spec section 9): from 1 hour up to (not including) 1 day in whole hours, from 1 day on in whole days,
 * otherwise 'less than 1 hour', in the words `t` gives.
 */
export function formatDurationWith(t: CommonTexts, seconds: number): string {
  if (seconds >= DAY) return t('duration.days', { count: Math.floor(seconds / DAY) });
  if (seconds >= HOUR) return t('duration.hours', { count: Math.floor(seconds / HOUR) });
  return t('duration.less_than_hour');
}

/** The spec's default time zone (section 9). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Whether Intl knows the zone (an IANA name such as 'Asia/Shanghai', or 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A site language (`en_US`) as an Intl locale (`en-US`). */
const toLocale = (lang: string) => lang.replace('_', '-');

/** Where and how a date is shown: the language (`en_US`) and the IANA zone. */
export interface DateDisplay {
  lang: string;
  timeZone: string;
}

/** A Unix-seconds time as a date (and time unless `dateOnly`) in the given language and time zone. */
export function formatDateIn(unixSeconds: number, { lang, timeZone, dateOnly }: DateDisplay & { dateOnly?: boolean }): string {
  return new Intl.DateTimeFormat(toLocale(lang), {
    dateStyle: 'medium',
    ...(dateOnly ? {} : { timeStyle: 'short' }),
    timeZone,
  }).format(new Date(unixSeconds * 1000));
}

/** "3 minutes ago" style text for a Unix-seconds time seen at `now` (ms); over 30 days, the date in `timeZone`. */
export function relativeTimeIn(unixSeconds: number, { now, lang, timeZone }: DateDisplay & { now: number }): string {
  const diff = Math.round(unixSeconds - now / 1000);
  const abs = Math.abs(diff);
  const rtf = new Intl.RelativeTimeFormat(toLocale(lang), { numeric: 'auto' });
  if (abs < 60) return rtf.format(diff, 'second');
  if (abs < HOUR) return rtf.format(Math.trunc(diff / 60), 'minute');
  if (abs < DAY) return rtf.format(Math.trunc(diff / HOUR), 'hour');
  if (abs < 30 * DAY) return rtf.format(Math.trunc(diff / DAY), 'day');
  return formatDateIn(unixSeconds, { lang, timeZone, dateOnly: true });
}
