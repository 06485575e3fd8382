import { i18n } from '../i18n/instance.js';

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

/**
 * Duration text (spec section 9): from 1 hour up to (not including) 1 day in whole hours, from 1 day on in whole days,
 * otherwise 'less than 1 hour'. Translated through the `common` namespace.
 */
export function formatDuration(seconds: number, lang?: string): string {
  const t = lang ? i18n.getFixedT(lang, 'common') : i18n.getFixedT(null, 'common');
  if (seconds >= DAY) return t('duration.days', { count: Math.floor(seconds / DAY) });
  if (seconds >= HOUR) return t('duration.hours', { count: Math.floor(seconds / HOUR) });
  return t('duration.less_than_hour');
}

const toLocale = (lang?: string) => (lang ?? i18n.language ?? 'en_US').replace('_', '-');

/** The spec's default time zone (section 9). */
export const DEFAULT_TIME_ZONE = 'UTC';
let displayTimeZone = DEFAULT_TIME_ZONE;

/** Whether Intl knows the zone (an IANA name such as 'Asia/Shanghai', or 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets the zone every date is shown in: the site's (siteinfo interface.time_zone), so all readers see the same
 * clock times. Empty or unknown zones fall back to UTC. Returns the zone now in use.
 */
export function setDisplayTimeZone(zone: string | null | undefined): string {
  const next = zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  if (next !== displayTimeZone) {
    displayTimeZone = next;
    for (const listener of zoneListeners) listener();
  }
  return displayTimeZone;
}

/** The zone dates are shown in. */
export const currentTimeZone = (): string => displayTimeZone;

const zoneListeners = new Set<() => void>();
/** Calls `listener` when the display zone changes (an admin saved another one); answers the unsubscribe. */
export function subscribeTimeZone(listener: () => void): () => void {
  zoneListeners.add(listener);
  return () => zoneListeners.delete(listener);
}

/** A Unix-seconds time as a date (and time unless `dateOnly`) in the current language and the site's time zone. */
export function formatDate(unixSeconds: number, opts: { lang?: string; dateOnly?: boolean; timeZone?: string } = {}): string {
  const d = new Date(unixSeconds * 1000);
  return new Intl.DateTimeFormat(toLocale(opts.lang), {
    dateStyle: 'medium',
    ...(opts.dateOnly ? {} : { timeStyle: 'short' }),
    timeZone: opts.timeZone ?? displayTimeZone,
  }).format(d);
}

/** "3 minutes ago" style text for a Unix-seconds time; over 30 days falls back to the date. */
export function relativeTime(unixSeconds: number, now: number = Date.now(), lang?: string): string {
  const diff = Math.round(unixSeconds - now / 1000);
  const abs = Math.abs(diff);
  const rtf = new Intl.RelativeTimeFormat(toLocale(lang), { numeric: 'auto' });
  if (abs < 60) return rtf.format(diff, 'second');
  if (abs < HOUR) return rtf.format(Math.trunc(diff / 60), 'minute');
  if (abs < DAY) return rtf.format(Math.trunc(diff / HOUR), 'hour');
  if (abs < 30 * DAY) return rtf.format(Math.trunc(diff / DAY), 'day');
  return formatDate(unixSeconds, { lang, dateOnly: true });
}
