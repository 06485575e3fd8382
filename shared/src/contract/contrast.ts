// WCAG 2 contrast arithmetic for the theme: the primary colour is a site setting, so the colours derived from it
// (links, the header's text) are checked when the theme is built instead of being picked once by eye.

type Rgb = [number, number, number];

/** WCAG's minimum for normal text (large text needs 3:1; the theme always aims at the stricter one). */
export const TEXT_CONTRAST = 4.5;

/** Parses #rgb, #rrggbb and rgb(r, g, b); undefined for anything else (named colours, hsl, alpha). */
export function parseColor(color: string): Rgb | undefined {
  const c = color.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(c);
  if (short) return [1, 2, 3].map((i) => parseInt(short[i]!.repeat(2), 16)) as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(c);
  if (long) return [1, 2, 3].map((i) => parseInt(long[i]!, 16)) as Rgb;
  const fn = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(c);
  if (fn) {
    const rgb = [1, 2, 3].map((i) => Number(fn[i])) as Rgb;
    return rgb.every((v) => v <= 255) ? rgb : undefined;
  }
  return undefined;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The contrast ratio of two colours (1 to 21); NaN when either cannot be parsed. */
export function contrastRatio(a: string, b: string): number {
  const x = parseColor(a);
  const y = parseColor(b);
  return x && y ? ratio(x, y) : NaN;
}

/**
 * `color` moved towards black (on a light surface) or white (on a dark one) just enough to reach `min` against
 * `surface`, as #rrggbb; a colour that already passes, or cannot be parsed, comes back unchanged.
 */
export function withContrast(color: string, surface: string, min = TEXT_CONTRAST): string {
  const c = parseColor(color);
  const s = parseColor(surface);
  if (!c || !s || ratio(c, s) >= min) return color;
  const target = luminance(s) > 0.18 ? 0 : 255;
  // Scanning outwards from the colour itself, the first passing step is the smallest visible change (1% steps).
  for (let step = 1; step <= 100; step++) {
    const t = step / 100;
    const mixed = c.map((v) => v + (target - v) * t) as Rgb;
    if (ratio(mixed, s) >= min) return toHex(mixed);
  }
  return toHex([target, target, target]);
}

/** White or black text, whichever reads better on `background` (white when it cannot be parsed). */
export function readableTextOn(background: string): string {
  const bg = parseColor(background);
  if (!bg) return '#ffffff';
  return ratio([255, 255, 255], bg) >= ratio([0, 0, 0], bg) ? '#ffffff' : '#000000';
}
