import { z } from 'zod';
import { API_PREFIX, def } from './define.js';
import { cloudDriveInfoSchema } from './cloud-drive.js';

export const PERMALINK_MIN = 1;
export const PERMALINK_MAX = 4;
export const DEFAULT_SITE_NAME = 'Answer';

/** Answer's theme layouts (SiteThemeReq.layout). */
export const themeLayouts = ['Full-width', 'Fixed-width'] as const;
/** One theme's settings (Answer keys them by theme name in theme_config). */
export const themeConfigSchema = z.object({ navbar_style: z.string(), primary_color: z.string() });
export type ThemeConfig = z.infer<typeof themeConfigSchema>;
/** A site-wide list of tags as Answer's settings carry it (SiteWriteTag). */
const siteTagListSchema = z.array(z.object({ slug_name: z.string(), display_name: z.string() }));

/**
 * GET siteinfo: the setting groups the front end reads at start-up (spec section 7, start-up). A superset of
 * Answer 2.0's SiteInfoResp, so Answer's own client can start against this server: its groups with Answer's field
 * names (theme_config keyed by theme name, site_questions, site_tags, site_advanced, site_security, site_legal,
 * users_settings, ai_enabled, mcp_enabled) next to the product's own (site_write, recommend_nav).
 */
export const siteInfoSchema = z.object({
  general: z.object({
    name: z.string(),
    short_description: z.string(),
    description: z.string(),
    site_url: z.string(),
    contact_email: z.string(),
    check_update: z.boolean(),
    permalink: z.number().int(),
  }),
  interface: z.object({ language: z.string(), time_zone: z.string(), default_avatar: z.string() }),
  branding: z.object({ logo: z.string(), mobile_logo: z.string(), square_icon: z.string(), favicon: z.string() }),
  login: z.object({
    allow_new_registrations: z.boolean(),
    login_required: z.boolean(),
    allow_email_registrations: z.boolean(),
    allow_email_domains: z.array(z.string()),
    allow_password_login: z.boolean(),
  }),
  site_users: z.object({
    allow_update_avatar: z.boolean(),
    allow_update_bio: z.boolean(),
    allow_update_display_name: z.boolean(),
    allow_update_location: z.boolean(),
    allow_update_username: z.boolean(),
    allow_update_website: z.boolean(),
    default_avatar: z.enum(['system', 'gravatar']),
    gravatar_base_url: z.string(),
  }),
  custom_css_html: z.object({
    custom_css: z.string(),
    custom_head: z.string(),
    custom_header: z.string(),
    custom_footer: z.string(),
    custom_sidebar: z.string(),
  }),
  theme: z.object({
    theme: z.string(),
    color_scheme: z.enum(['light', 'dark', 'system']),
    /** Settings by theme name; always has `default` (Answer's client reads theme_config.default at start-up). */
    theme_config: z.record(z.string(), themeConfigSchema),
    layout: z.enum(themeLayouts),
    theme_options: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  site_seo: z.object({ robots: z.string(), permalink: z.number().int() }),
  site_write: z.object({
    restrict_answer: z.boolean(),
    required_tag: z.boolean(),
    recommend_tags: z.array(z.string()),
    reserved_tags: z.array(z.string()),
  }),
  recommend_nav: z.object({ show_users: z.boolean(), login_detail: z.boolean(), recommend_tags: z.boolean() }),
  site_questions: z.object({ min_tags: z.number().int(), min_content: z.number().int(), restrict_answer: z.boolean() }),
  site_tags: z.object({ required_tag: z.boolean(), recommend_tags: siteTagListSchema, reserved_tags: siteTagListSchema }),
  site_advanced: z.object({
    /** MiB. */
    max_image_size: z.number().int(),
    /** MiB. */
    max_attachment_size: z.number().int(),
    /** Millions of pixels. */
    max_image_megapixel: z.number().int(),
    authorized_image_extensions: z.array(z.string()),
    authorized_attachment_extensions: z.array(z.string()),
  }),
  site_security: z.object({ login_required: z.boolean(), external_content_display: z.string(), check_update: z.boolean() }),
  site_legal: z.object({ external_content_display: z.string() }),
  users_settings: z.object({ default_avatar: z.string(), gravatar_base_url: z.string() }),
  ai_enabled: z.boolean(),
  /** Our extension: members can have the AI make the picture of an AI picture post (AI on, with an image model). */
  ai_picture_enabled: z.boolean(),
  /** Our extension: the cloud-drive site the shell bridges to (enabled false: resources take pasted links). */
  cloud_drive: cloudDriveInfoSchema,
  mcp_enabled: z.boolean(),
  /** Our extension: maintenance mode (see maintenance.ts); the shell shows non-staff the maintenance page. */
  maintenance: z.object({ enabled: z.boolean() }),
  version: z.string(),
  revision: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/**
 * GET/PUT admin siteinfo/interface (spec section 3, interface settings): the site's language, a catalogue code that
 * every visitor and every member on 'Default' sees, or 'Default' to follow each visitor's browser; and the time zone
 * every date is shown in (an IANA name or 'UTC'). The server checks both against its catalogues and Intl's zones.
 */
export const siteInterfaceSettingsSchema = z.object({
  language: z.string().trim().min(1).max(16),
  time_zone: z.string().trim().min(1).max(64),
});
export type SiteInterfaceSettings = z.infer<typeof siteInterfaceSettingsSchema>;

export const languageOptionSchema = z.object({ label: z.string(), value: z.string() });
export type LanguageOption = z.infer<typeof languageOptionSchema>;
export const languageOptionsSchema = z.array(languageOptionSchema);

/** What every page reads first: the site's public settings and the languages it offers. */
export const siteEndpoints = {
  getSiteInfo: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/siteinfo`, response: siteInfoSchema }),
  getLanguageOptions: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/language/options`, response: languageOptionsSchema }),
} as const;
