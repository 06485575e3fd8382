/** The regions of the time zone list (spec section 9: "regions from Africa to UTC"), in the list's order. */
const REGIONS = ['Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific'] as const;

export interface ZoneGroup {
  label: string;
  options: { label: string; value: string }[];
}

/**
 * The zones the browser knows (IANA names, the server checks them with the same Intl data), grouped by region,
 * then UTC on its own.
 */
export function timeZoneGroups(): ZoneGroup[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const groups: ZoneGroup[] = REGIONS.map((region) => ({
    label: region,
    options: zones.filter((z) => z.startsWith(`${region}/`)).map((z) => ({ label: z.slice(region.length + 1).replace(/_/g, ' '), value: z })),
  })).filter((g) => g.options.length > 0);
  return [...groups, { label: 'UTC', options: [{ label: 'UTC', value: 'UTC' }] }];
}
