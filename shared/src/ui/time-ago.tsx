import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/instance.js';
import { formatDate, relativeTime } from '../page/format.js';
import { currentTimeZone, subscribeTimeZone } from '../page/time-zone.js';

export interface TimeAgoProps {
  /** Unix seconds. */
  seconds: number;
  /** Wraps the relative text, e.g. `(time) => t('detail.asked', { time })` for "Asked 3 hours ago". */
  label?: (relative: string) => string;
  testId?: string;
}

/**
 * A time as people say it ("3 hours ago", "3小时前") in the current language, with the full date and time in the
 * site's time zone on hover (title) and the exact instant for machines (datetime). Re-renders when the language or
 * the site's time zone changes.
 */
export function TimeAgo({ seconds, label, testId }: TimeAgoProps) {
  useTranslation('common', { i18n }); // subscribes to language changes
  useSyncExternalStore(subscribeTimeZone, currentTimeZone);
  const relative = relativeTime(seconds);
  return (
    <time dateTime={new Date(seconds * 1000).toISOString()} title={formatDate(seconds)} data-testid={testId}>
      {label ? label(relative) : relative}
    </time>
  );
}
