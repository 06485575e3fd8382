// The admin's site settings groups that Answer reads and writes at `admin/api/siteinfo/<group>` (spec sections 3 and
// 7): general, branding, write, seo and legal, and the public `siteinfo/legal`. Field names are Answer's
// (SiteGeneralReq, SiteBrandingReq, SiteSeoReq, SiteWriteReq and SiteLegalReq of Answer 1.x, whose 2.0 successor
// is siteinfo/polices with the same four fields). Interface, login, users and SMTP live in site.ts, admin-users.ts
// and smtp.ts.
import { z } from 'zod';
import { ADMIN_API_PREFIX, API_PREFIX, def } from './define.js';
import { EMAIL_MAX, EMAIL_PATTERN, siteNameSchema, siteUrlSchema } from './install.js';
import { emptyResponseSchema } from './account.js';
import { PERMALINK_MAX, PERMALINK_MIN, siteInterfaceSettingsSchema } from './site.js';
import { TAG_NAME_MAX, TAG_SLUG_PATTERN } from './posts/tag.js';

/** Answer's SiteGeneralReq bounds (the name keeps the install form's 30, spec section 5). */
export const SITE_SHORT_DESCRIPTION_MAX = 255;
export const SITE_DESCRIPTION_MAX = 2000;
/** A branding image's address (Answer's maxLength). */
export const BRANDING_URL_MAX = 512;
/** robots.txt as the admin writes it. */
export const ROBOTS_MAX = 65535;
/** Terms of service or privacy policy, markdown. */
export const LEGAL_TEXT_MAX = 65535;
/** Most slugs one of the write setting's tag lists may hold. */
export const WRITE_TAGS_MAX = 100;

/** GET/PUT admin siteinfo/general. */
export const siteGeneralSettingsSchema = z.object({
  name: siteNameSchema,
  site_url: siteUrlSchema
    .regex(/^https?:\/\//i, { message: 'error.install.site_url_invalid' }),
  short_description: z.string().trim().max(SITE_SHORT_DESCRIPTION_MAX, { message: 'error.validation.too_long' }).default(''),
  description: z.string().trim().max(SITE_DESCRIPTION_MAX, { message: 'error.validation.too_long' }).default(''),
  contact_email: z.string().trim().max(EMAIL_MAX, { message: 'error.email.invalid' }).regex(EMAIL_PATTERN, { message: 'error.email.invalid' }),
  /** Spec section 3 lists it with general; Answer 2.0 moved it to security. Left out, the stored value is kept. */
  check_update: z.boolean().optional(),
});
export type SiteGeneralSettings = z.output<typeof siteGeneralSettingsSchema>;

/**
 * One branding image: '' (none) or the address POST file (source `branding`) answered, `/uploads/branding/...`.
 * An outside http(s) address is taken too, as Answer does.
 */
const brandingUrl = z
  .string()
  .trim()
  .max(BRANDING_URL_MAX, { message: 'error.validation.too_long' })
  .refine((v) => v === '' || /^\/uploads\/branding\/[\w.-]+$/.test(v) || /^https?:\/\/[^\s"'<>]+$/i.test(v), { message: 'error.branding.url_invalid' })
  .default('');

/** GET/PUT admin siteinfo/branding. */
export const siteBrandingSettingsSchema = z.object({
  logo: brandingUrl,
  mobile_logo: brandingUrl,
  square_icon: brandingUrl,
  favicon: brandingUrl,
});
export type SiteBrandingSettings = z.output<typeof siteBrandingSettingsSchema>;

const writeTagSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'error.tag.slug_name_empty' })
  .max(TAG_NAME_MAX, { message: 'error.tag.slug_name_too_long' })
  .regex(TAG_SLUG_PATTERN, { message: 'error.tag.slug_name_invalid' });

/**
 * GET/PUT admin siteinfo/write: one answer per member per question, a recommended tag required on every question,
 * the recommended tags, and the reserved tags only staff may add (tag slugs).
 */
export const siteWriteSettingsSchema = z.object({
  restrict_answer: z.boolean(),
  required_tag: z.boolean(),
  recommend_tags: z.array(writeTagSlug).max(WRITE_TAGS_MAX, { message: 'error.validation.too_long' }).default([]),
  reserved_tags: z.array(writeTagSlug).max(WRITE_TAGS_MAX, { message: 'error.validation.too_long' }).default([]),
});
export type SiteWriteSettings = z.output<typeof siteWriteSettingsSchema>;

/** GET/PUT admin siteinfo/seo: robots.txt and the permalink form (1 to 4, spec section 9). */
export const siteSeoSettingsSchema = z.object({
  robots: z.string().max(ROBOTS_MAX, { message: 'error.validation.too_long' }).default(''),
  permalink: z
    .number({ message: 'error.validation.invalid' })
    .int({ message: 'error.validation.invalid' })
    .min(PERMALINK_MIN, { message: 'error.validation.invalid' })
    .max(PERMALINK_MAX, { message: 'error.validation.invalid' }),
});
export type SiteSeoSettings = z.output<typeof siteSeoSettingsSchema>;

/** The legal group as stored and read (markdown, and the HTML the server made of it). */
export const siteLegalSettingsSchema = z.object({
  terms_of_service_original_text: z.string(),
  terms_of_service_parsed_text: z.string(),
  privacy_policy_original_text: z.string(),
  privacy_policy_parsed_text: z.string(),
});
export type SiteLegalSettings = z.infer<typeof siteLegalSettingsSchema>;

/**
 * PUT admin siteinfo/legal: the markdown. Answer's client also sends the `_parsed_text` it rendered; the server
 * never trusts it and renders and sanitizes the markdown itself.
 */
export const updateSiteLegalBodySchema = z.object({
  terms_of_service_original_text: z.string().max(LEGAL_TEXT_MAX, { message: 'error.validation.too_long' }).default(''),
  terms_of_service_parsed_text: z.string().optional(),
  privacy_policy_original_text: z.string().max(LEGAL_TEXT_MAX, { message: 'error.validation.too_long' }).default(''),
  privacy_policy_parsed_text: z.string().optional(),
});
export type UpdateSiteLegalBody = z.input<typeof updateSiteLegalBodySchema>;

export const legalInfoTypes = ['tos', 'privacy'] as const;
export type LegalInfoType = (typeof legalInfoTypes)[number];
/** GET siteinfo/legal's query (Answer's `info_type`). */
export const siteLegalQuerySchema = z.object({ info_type: z.enum(legalInfoTypes, { message: 'error.validation.invalid' }) });
/** GET siteinfo/legal (Answer's GetSiteLegalInfoResp): only the asked document's two fields are present. */
export const siteLegalInfoSchema = siteLegalSettingsSchema.partial();
export type SiteLegalInfo = z.infer<typeof siteLegalInfoSchema>;

const adminGroup = <S extends z.ZodType, B extends z.ZodType>(group: string, response: S, body: B) =>
  [
    def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/siteinfo/${group}`, response }),
    def({ method: 'PUT', access: 'admin', path: `${ADMIN_API_PREFIX}/siteinfo/${group}`, body, response: z.null() }),
  ] as const;

/** GET admin siteinfo/general: what is in force (the spec's defaults for anything unset). */
export const siteGeneralSettingsResponseSchema = z.object({
  name: z.string(),
  site_url: z.string(),
  short_description: z.string(),
  description: z.string(),
  contact_email: z.string(),
  check_update: z.boolean(),
});

const [getSiteGeneralSettings, updateSiteGeneralSettings] = adminGroup('general', siteGeneralSettingsResponseSchema, siteGeneralSettingsSchema);
const [getSiteBrandingSettings, updateSiteBrandingSettings] = adminGroup('branding', siteBrandingSettingsSchema, siteBrandingSettingsSchema);
const [getSiteWriteSettings, updateSiteWriteSettings] = adminGroup('write', siteWriteSettingsSchema, siteWriteSettingsSchema);
const [getSiteSeoSettings, updateSiteSeoSettings] = adminGroup('seo', siteSeoSettingsSchema, siteSeoSettingsSchema);
const [getSiteLegalSettings, updateSiteLegalSettings] = adminGroup('legal', siteLegalSettingsSchema, updateSiteLegalBodySchema);

export const siteSettingsEndpoints = {
  getSiteInterfaceSettings: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/siteinfo/interface`, response: siteInterfaceSettingsSchema }),
  updateSiteInterfaceSettings: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/siteinfo/interface`,
    body: siteInterfaceSettingsSchema,
    response: emptyResponseSchema,
  }),
  getSiteGeneralSettings,
  updateSiteGeneralSettings,
  getSiteBrandingSettings,
  updateSiteBrandingSettings,
  getSiteWriteSettings,
  updateSiteWriteSettings,
  getSiteSeoSettings,
  updateSiteSeoSettings,
  getSiteLegalSettings,
  updateSiteLegalSettings,
  getSiteLegalInfo: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/siteinfo/legal`, query: siteLegalQuerySchema, response: siteLegalInfoSchema }),
};
