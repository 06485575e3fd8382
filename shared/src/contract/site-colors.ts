// The site's colours as siteinfo states them, read the same way by the shell's theme and by the server's
// placeholder header (painted before any script runs, so the two must agree or the header would change colour).
import { parseColor, readableTextOn } from './contrast.js';
import type { SiteInfo } from './site.js';

/** Default primary colour (spec section 9). */
export const PRIMARY_COLOR = '#0033ff';

/** The primary colour of the site's current theme (theme_config is keyed by theme name; `default` always exists). */
export function sitePrimaryColor(site: Pick<SiteInfo, 'theme'> | undefined): string | undefined {
  if (!site) return undefined;
  return (site.theme.theme_config[site.theme.theme] ?? site.theme.theme_config.default)?.primary_color || undefined;
}

/**
 * The header's colours: the primary colour behind white or black text, whichever reads on it (spec section 9, the
 * "colored" navbar). A colour the contrast arithmetic cannot read (a named colour, hsl) gives the default, so what
 * goes into a style is always a plain #rrggbb or rgb() value.
 */
export function headerColors(primary: string | undefined): { background: string; text: string } {
  const background = primary && parseColor(primary) ? primary.trim() : PRIMARY_COLOR;
  return { background, text: readableTextOn(background) };
}
