/** Unix seconds (api-conventions: times are Unix seconds); null -> 0. */
export const unix = (d: Date | null | undefined): number => (d ? Math.floor(d.getTime() / 1000) : 0);
