// The zone the page shows every date in: set once by the shell from siteinfo (and again when an admin changes it),
// read by every part. Page state, so it lives in the @site/shared/page singleton.
import { DEFAULT_TIME_ZONE, isTimeZone } from '../lib/format.js';

let displayTimeZone = DEFAULT_TIME_ZONE;
const zoneListeners = new Set<() => void>();

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

/** Calls `listener` when the display zone changes (an admin saved another one); answers the unsubscribe. */
export function subscribeTimeZone(listener: () => void): () => void {
  zoneListeners.add(listener);
  return () => zoneListeners.delete(listener);
}
