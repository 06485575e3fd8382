import type {
  LegalInfoType,
  SiteBrandingSettings,
  SiteGeneralSettings,
  SiteLegalInfo,
  SiteLegalSettings,
  SiteSeoSettings,
  SiteWriteSettings,
  UpdateSiteLegalBody,
} from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { presentSiteInfo } from '../../presenters/site-info-presenter.js';
import { group, str } from '../../presenters/setting-values.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';
import MarkdownIt from 'markdown-it';
import { sanitizeRenderedHtml } from '../markdown/render-markdown.js';
import { refuseTaglessWriteRules } from './lockout-guards.js';

// The admin's general, branding, write, SEO and legal groups. Each GET reads through the siteinfo presenter, so the
// admin sees exactly the values (defaults included) that members get; each PUT replaces its group's fields and keeps
// any other field stored in it (an older version's, or Answer's).

type Db = Kysely<Database>;

// Legal texts are the admin's: like Answer, raw HTML in the markdown is allowed, then the posts' allow-list applies
// (a <script> goes, its text with it; javascript: links go).
const legalMarkdown = new MarkdownIt({ html: true, linkify: true, breaks: true });
const renderLegal = (source: string) => (source.trim() === '' ? '' : sanitizeRenderedHtml(legalMarkdown.render(source)).trim());

async function storedGroup(db: Db, key: string): Promise<Record<string, unknown>> {
  return group({ [key]: await readSetting(db, key) }, key);
}

async function mergeGroup(db: Db, key: string, values: Record<string, unknown>): Promise<null> {
  await writeSettings(db, { [key]: { ...(await storedGroup(db, key)), ...values } });
  return null;
}

export async function getSiteGeneralSettings(db: Db): Promise<Required<SiteGeneralSettings>> {
  const { name, site_url, short_description, description, contact_email, check_update } = presentSiteInfo(
    { general: await readSetting(db, 'general') },
    '',
    '',
  ).general;
  return { name, site_url, short_description, description, contact_email, check_update };
}

/** A URL is stored without its trailing slash: mails and the SEO pages append paths to it. */
export function updateSiteGeneralSettings(db: Db, input: SiteGeneralSettings): Promise<null> {
  const { check_update, ...rest } = input;
  return mergeGroup(db, 'general', { ...rest, site_url: rest.site_url.replace(/\/+$/, ''), ...(check_update === undefined ? {} : { check_update }) });
}

export async function getSiteBrandingSettings(db: Db): Promise<SiteBrandingSettings> {
  return presentSiteInfo({ branding: await readSetting(db, 'branding') }, '', '').branding;
}

export const updateSiteBrandingSettings = (db: Db, input: SiteBrandingSettings) => mergeGroup(db, 'branding', input);

export async function getSiteWriteSettings(db: Db): Promise<SiteWriteSettings> {
  return presentSiteInfo({ write: await readSetting(db, 'write') }, '', '').site_write;
}

/**
 * The lists are stored once each, in the order given (the ask page offers recommended tags in this order). A required
 * tag with no usable recommended tag is refused: no post could be published.
 */
export async function updateSiteWriteSettings(db: Db, input: SiteWriteSettings): Promise<null> {
  await refuseTaglessWriteRules(db, input);
  return mergeGroup(db, 'write', {
    ...input,
    recommend_tags: [...new Set(input.recommend_tags)],
    reserved_tags: [...new Set(input.reserved_tags)],
  });
}

export async function getSiteSeoSettings(db: Db): Promise<SiteSeoSettings> {
  return presentSiteInfo({ seo: await readSetting(db, 'seo') }, '', '').site_seo;
}

export const updateSiteSeoSettings = (db: Db, input: SiteSeoSettings) => mergeGroup(db, 'seo', input);

export async function getSiteLegalSettings(db: Db): Promise<SiteLegalSettings> {
  const legal = await storedGroup(db, 'legal');
  return {
    terms_of_service_original_text: str(legal.terms_of_service_original_text, ''),
    terms_of_service_parsed_text: str(legal.terms_of_service_parsed_text, ''),
    privacy_policy_original_text: str(legal.privacy_policy_original_text, ''),
    privacy_policy_parsed_text: str(legal.privacy_policy_parsed_text, ''),
  };
}

/**
 * The HTML is rendered here from the markdown, through the posts' sanitizer: a parsed text sent by the
 * client (Answer's sends one) is ignored, so no script an admin's browser was tricked into sending reaches members.
 */
export function updateSiteLegalSettings(db: Db, input: UpdateSiteLegalBody): Promise<null> {
  const tos = input.terms_of_service_original_text ?? '';
  const privacy = input.privacy_policy_original_text ?? '';
  return mergeGroup(db, 'legal', {
    terms_of_service_original_text: tos,
    terms_of_service_parsed_text: renderLegal(tos),
    privacy_policy_original_text: privacy,
    privacy_policy_parsed_text: renderLegal(privacy),
  });
}

/** GET siteinfo/legal: the asked document only, as Answer answers it. */
export async function getSiteLegalInfo(db: Db, type: LegalInfoType): Promise<SiteLegalInfo> {
  const legal = await getSiteLegalSettings(db);
  return type === 'tos'
    ? { terms_of_service_original_text: legal.terms_of_service_original_text, terms_of_service_parsed_text: legal.terms_of_service_parsed_text }
    : { privacy_policy_original_text: legal.privacy_policy_original_text, privacy_policy_parsed_text: legal.privacy_policy_parsed_text };
}
