/** A number of points, exact (they are money) with thousands separators: 12,345. */
export const formatPoints = (n: number) => n.toLocaleString('en-US');
