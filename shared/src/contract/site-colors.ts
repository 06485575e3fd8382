// The site's colours as siteinfo states them, read the same way by the shell's theme and by the server's
// placeholder header (painted before any script runs, so the two must agree or the header would change colour).
import { parseColor, readableTextOn, withContrast } from './contrast.js';
import type { SiteInfo } from './site.js';
import type { NavbarStyle } from './site-customize.js';

/** Default primary colour (spec section 9). */
export const PRIMARY_COLOR = '#0033ff';

/** The primary colour of the site's current theme (theme_config is keyed by theme name; `default` always exists). */
export function sitePrimaryColor(site: Pick<SiteInfo, 'theme'> | undefined): string | undefined {
  if (!site) return undefined;
  return (site.theme.theme_config[site.theme.theme] ?? site.theme.theme_config.default)?.primary_color || undefined;
}

/** The navbar style of the site's current theme: 'light', or 'colored' for anything else (the spec's default). */
export function siteNavbarStyle(site: Pick<SiteInfo, 'theme'> | undefined): NavbarStyle {
  if (!site) return 'colored';
  const config = site.theme.theme_config[site.theme.theme] ?? site.theme.theme_config.default;
  return config?.navbar_style === 'light' ? 'light' : 'colored';
}

/** The surfaces a 'light' navbar takes: antd's container background in each mode. */
export const LIGHT_NAVBAR_BACKGROUND = { light: '#ffffff', dark: '#141414' } as const;

/**
 * The header's colours: the primary colour behind white or black text, whichever reads on it (spec section 9, the
 * "colored" navbar), or for a 'light' navbar the page's own surface in the mode shown. A colour the contrast
 * arithmetic cannot read (a named colour, hsl) gives the default, so what goes into a style is always a plain
 * #rrggbb or rgb() value.
 */
export function headerColors(
  primary: string | undefined,
  navbarStyle: NavbarStyle = 'colored',
  mode: 'light' | 'dark' = 'light',
): { background: string; text: string } {
  const background = navbarStyle === 'light' ? LIGHT_NAVBAR_BACKGROUND[mode] : primary && parseColor(primary) ? primary.trim() : PRIMARY_COLOR;
  return { background, text: readableTextOn(background) };
}

/**
 * Bounds for every surface text sits on in each mode: light, white cards, the #f5f5f5 page, pale alert and tag
 * backgrounds; dark, antd's lightest dark surface (popups, #1f1f1f) and a little more (selected rows). A colour that
 * passes on the bound passes on all of them.
 */
export const TEXT_SURFACE_BOUND = { light: '#e6e6e6', dark: '#2a2a2a' } as const;

/**
 * Text in the primary colour (links, the selected tab) in a mode: the colour moved just enough to read at WCAG AA on
 * that mode's surfaces; a colour the arithmetic cannot read gives the default's.
 */
export function primaryTextColor(primary: string | undefined, mode: 'light' | 'dark' = 'light'): string {
  const chosen = primary && parseColor(primary) ? primary.trim() : PRIMARY_COLOR;
  return withContrast(chosen, TEXT_SURFACE_BOUND[mode]);
}
