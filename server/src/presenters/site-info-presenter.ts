import { DEFAULT_SITE_NAME, PERMALINK_MAX, PERMALINK_MIN, type SiteInfo } from '@site/shared/contract';
import type { SettingsMap } from '../repositories/settings-repo.js';
import { bool, group, str, strs } from './setting-values.js';
import { presentAnswerSections, presentTheme } from './site-info-answer-sections.js';
import { presentCloudDriveInfo } from './cloud-drive-presenter.js';
import { sanitizeCustomHtml } from '../services/markdown/sanitize-custom-html.js';

/** Spec: permalink outside 1..4 falls back to 1. */
export function normalizePermalink(v: unknown): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= PERMALINK_MIN && n <= PERMALINK_MAX ? n : PERMALINK_MIN;
}

/** The settings groups the front end reads at start-up, with the spec's defaults for anything unset. */
export function presentSiteInfo(settings: SettingsMap, version: string, revision: string): SiteInfo {
  const general = group(settings, 'general');
  const iface = group(settings, 'interface');
  const branding = group(settings, 'branding');
  const login = group(settings, 'login');
  const users = group(settings, 'users');
  const custom = group(settings, 'custom_css_html');
  const seo = group(settings, 'seo');
  const write = group(settings, 'write');
  const nav = group(settings, 'recommend_nav');
  const permalink = normalizePermalink(seo.permalink);
  const name = str(general.name, '').trim();
  const siteUsers: SiteInfo['site_users'] = {
    allow_update_avatar: bool(users.allow_update_avatar, true),
    allow_update_bio: bool(users.allow_update_bio, true),
    allow_update_display_name: bool(users.allow_update_display_name, true),
    allow_update_location: bool(users.allow_update_location, true),
    allow_update_username: bool(users.allow_update_username, true),
    allow_update_website: bool(users.allow_update_website, true),
    default_avatar: users.default_avatar === 'gravatar' ? 'gravatar' : 'system',
    gravatar_base_url: str(users.gravatar_base_url, 'https://www.gravatar.com/avatar/'),
  };
  return {
    general: {
      name: name || DEFAULT_SITE_NAME,
      short_description: str(general.short_description, ''),
      description: str(general.description, ''),
      site_url: str(general.site_url, ''),
      contact_email: str(general.contact_email, ''),
      check_update: bool(general.check_update, true),
      permalink,
    },
    interface: {
      language: str(iface.language, 'en_US') || 'en_US',
      time_zone: str(iface.time_zone, 'UTC') || 'UTC',
      // Answer 2.0 keeps the default avatar with the users settings; an older stored interface value still wins.
      default_avatar: str(iface.default_avatar, siteUsers.default_avatar),
    },
    branding: {
      logo: str(branding.logo, ''),
      mobile_logo: str(branding.mobile_logo, ''),
      square_icon: str(branding.square_icon, ''),
      favicon: str(branding.favicon, ''),
    },
    login: {
      allow_new_registrations: bool(login.allow_new_registrations, true),
      login_required: bool(login.login_required, false),
      allow_email_registrations: bool(login.allow_email_registrations, true),
      allow_email_domains: strs(login.allow_email_domains),
      allow_password_login: bool(login.allow_password_login, true),
    },
    site_users: siteUsers,
    custom_css_html: {
      custom_css: str(custom.custom_css, ''),
      custom_head: str(custom.custom_head, ''),
      // Stored sanitized by the admin's PUT; sanitized again here for values written otherwise (an import, SQL).
      custom_header: sanitizeCustomHtml(str(custom.custom_header, '')),
      custom_footer: sanitizeCustomHtml(str(custom.custom_footer, '')),
      custom_sidebar: sanitizeCustomHtml(str(custom.custom_sidebar, '')),
    },
    theme: presentTheme(settings),
    site_seo: { robots: str(seo.robots, ''), permalink },
    site_write: {
      restrict_answer: bool(write.restrict_answer, true),
      required_tag: bool(write.required_tag, false),
      recommend_tags: strs(write.recommend_tags),
      reserved_tags: strs(write.reserved_tags),
    },
    recommend_nav: {
      show_users: bool(nav.show_users, true),
      login_detail: bool(nav.login_detail, true),
      recommend_tags: bool(nav.recommend_tags, true),
    },
    ...presentAnswerSections(settings, siteUsers),
    cloud_drive: presentCloudDriveInfo(settings),
    maintenance: { enabled: bool(group(settings, 'maintenance').enabled, false) },
    version,
    revision,
  };
}
