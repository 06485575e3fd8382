// The admin's "Customize" groups (spec sections 2 and 3): the theme (colour scheme, primary colour, navbar style)
// and the custom code (CSS, head, header, footer, sidebar), at Answer's `admin/api/siteinfo/theme` and
// `admin/api/siteinfo/custom-css-html` with Answer's fields (SiteThemeReq, SiteCustomCssHTMLReq). GET siteinfo's
// `theme` and `custom_css_html` groups carry the same values to every page.
import { z } from 'zod';
import { ADMIN_API_PREFIX, def } from './define.js';
import { siteInfoSchema, themeLayouts } from './site.js';

/** Answer's one built-in theme; the product has no other. */
export const THEME_NAMES = ['default'] as const;
/** The header: the primary colour behind readable text ('colored', the spec's default) or the page's own surface. */
export const NAVBAR_STYLES = ['colored', 'light'] as const;
export type NavbarStyle = (typeof NAVBAR_STYLES)[number];
export const DEFAULT_NAVBAR_STYLE: NavbarStyle = 'colored';
/** The site's colour scheme; 'system' (the default) follows each visitor's device. */
export const SITE_COLOR_SCHEMES = ['light', 'dark', 'system'] as const;
export type SiteColorScheme = (typeof SITE_COLOR_SCHEMES)[number];
/** Answer's maxLength for each custom code field (SiteCustomCssHTMLReq). */
export const CUSTOM_CODE_MAX = 65536;
/** A primary colour as the admin's colour picker gives it. */
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

const themeName = z.string({ message: 'error.validation.required' }).refine((v) => (THEME_NAMES as readonly string[]).includes(v), {
  message: 'error.theme.unknown',
});

/** One theme's settings as the admin sends them. */
export const themeConfigBodySchema = z.object({
  navbar_style: z.enum(NAVBAR_STYLES, { message: 'error.theme.navbar_style_invalid' }).default(DEFAULT_NAVBAR_STYLE),
  primary_color: z
    .string({ message: 'error.theme.primary_color_invalid' })
    .trim()
    .regex(HEX_COLOR_PATTERN, { message: 'error.theme.primary_color_invalid' })
    .transform((v) => v.toLowerCase()),
});

/**
 * PUT admin siteinfo/theme (Answer's SiteThemeReq). theme_config is keyed by theme name, as Answer's client sends
 * it; `layout` (Answer's Full-width / Fixed-width) is kept as stored when left out.
 */
export const siteThemeSettingsBodySchema = z.object({
  theme: themeName,
  color_scheme: z.enum(SITE_COLOR_SCHEMES, { message: 'error.theme.color_scheme_invalid' }).default('system'),
  layout: z.enum(themeLayouts, { message: 'error.validation.invalid' }).optional(),
  theme_config: z
    .record(z.string().max(255, { message: 'error.validation.too_long' }), themeConfigBodySchema)
    .refine((c) => Object.keys(c).every((k) => (THEME_NAMES as readonly string[]).includes(k)), { message: 'error.theme.unknown' })
    .default({}),
});
export type SiteThemeSettingsBody = z.input<typeof siteThemeSettingsBodySchema>;
export type SiteThemeSettingsInput = z.output<typeof siteThemeSettingsBodySchema>;

/** GET admin siteinfo/theme (Answer's SiteThemeResp): what is in force, the same as GET siteinfo's theme. */
export const siteThemeSettingsSchema = siteInfoSchema.shape.theme;
export type SiteThemeSettings = z.infer<typeof siteThemeSettingsSchema>;

const customCode = z.string().max(CUSTOM_CODE_MAX, { message: 'error.validation.too_long' }).default('');

/**
 * PUT admin siteinfo/custom-css-html (Answer's SiteCustomCssHTMLReq). custom_head is the admin's raw HTML, put into
 * every page's <head> as given (analytics is its purpose; only admins set it). The header, footer and sidebar are
 * shown inside the page to everyone: the server stores them sanitized (no scripts, event handlers or javascript:
 * addresses).
 */
export const siteCustomCodeBodySchema = z.object({
  custom_css: customCode,
  custom_head: customCode,
  custom_header: customCode,
  custom_footer: customCode,
  custom_sidebar: customCode,
});
export type SiteCustomCode = z.output<typeof siteCustomCodeBodySchema>;
export type SiteCustomCodeBody = z.input<typeof siteCustomCodeBodySchema>;

/** GET admin siteinfo/custom-css-html (Answer's SiteCustomCssHTMLResp). */
export const siteCustomCodeSchema = siteInfoSchema.shape.custom_css_html;

const themePath = `${ADMIN_API_PREFIX}/siteinfo/theme`;
const customCodePath = `${ADMIN_API_PREFIX}/siteinfo/custom-css-html`;

export const siteCustomizeEndpoints = {
  getSiteThemeSettings: def({ method: 'GET', access: 'admin', path: themePath, response: siteThemeSettingsSchema }),
  updateSiteThemeSettings: def({ method: 'PUT', access: 'admin', path: themePath, body: siteThemeSettingsBodySchema, response: z.null() }),
  getSiteCustomCode: def({ method: 'GET', access: 'admin', path: customCodePath, response: siteCustomCodeSchema }),
  updateSiteCustomCode: def({ method: 'PUT', access: 'admin', path: customCodePath, body: siteCustomCodeBodySchema, response: z.null() }),
};
