/**
 * The page's own state that every part reads and the shell sets: the display time zone (and the date and duration
 * texts that read it with the current language) and the cloud-drive provider. One instance per page (a singleton
 * share); the pure helpers are in @site/shared/lib.
 */
/** The zone every date is shown in: the shell sets the site's, pages read it and follow its changes. */
export { setDisplayTimeZone, currentTimeZone, subscribeTimeZone } from './time-zone.js';
/** Durations and dates in the current language and the site's time zone (spec section 9). */
export { formatDuration, formatDate, relativeTime } from './format.js';
/** The cloud drive the shell provides (pick a file for a resource, save a share); its interface is in lib. */
export { provideCloudDrive, cloudDrive } from './cloud-drive.js';
