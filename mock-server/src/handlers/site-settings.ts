import {
  endpoints,
  type SiteBrandingSettings,
  type SiteCustomCode,
  type SiteThemeSettings,
  type SiteInterfaceSettings,
  type SiteLegalSettings,
  type SiteLoginSettings,
  type SiteSeoSettings,
  type SiteUsersSettings,
  type SiteWriteSettings,
  type SmtpConfig,
} from '@site/shared/contract';
import { siteInfo } from '../fixtures/index.js';
import { handle } from '../handle.js';
import { mockState, registerMockReset } from '../state.js';

// The admin settings pages' groups: fixture values, and a PUT records what was sent (as parsed by the contract).
// The server's checks (known zones and languages, the test mail, rendering the legal markdown) are not copied: the
// legal fixture's HTML is canned, and a test that needs a refusal sets one up with `cannedAnswer`.

function initial() {
  const { general, interface: iface, branding, login, site_users, site_write, site_seo, theme, custom_css_html } = structuredClone(siteInfo);
  const { name, site_url, short_description, description, contact_email, check_update } = general;
  return {
    general: { name, site_url, short_description, description, contact_email, check_update },
    interface: { language: iface.language, time_zone: iface.time_zone } as SiteInterfaceSettings,
    branding: branding as SiteBrandingSettings,
    login: login as SiteLoginSettings,
    // The fixture's siteinfo leaves the mirror empty; the admin's form needs a URL (the server's default).
    users: { ...site_users, gravatar_base_url: site_users.gravatar_base_url || 'https://www.gravatar.com/avatar/' } as SiteUsersSettings,
    write: site_write as SiteWriteSettings,
    seo: { robots: site_seo.robots, permalink: site_seo.permalink } as SiteSeoSettings,
    theme: theme as SiteThemeSettings,
    customCode: custom_css_html as SiteCustomCode,
    legal: {
      terms_of_service_original_text: '# Terms\n\nBe kind.',
      terms_of_service_parsed_text: '<h1>Terms</h1>\n<p>Be kind.</p>',
      privacy_policy_original_text: 'We keep *little*.',
      privacy_policy_parsed_text: '<p>We keep <em>little</em>.</p>',
    } as SiteLegalSettings,
    smtp: {
      from_email: 'noreply@example.com',
      from_name: 'Answer',
      smtp_host: 'smtp.example.com',
      smtp_port: 587,
      encryption: 'TLS',
      smtp_username: 'mailer',
      smtp_password: '********',
      smtp_authentication: true,
    } as SmtpConfig,
  };
}

/** The stored groups the mock serves; tests read what a page saved here. */
export const mockSiteSettings = initial();
registerMockReset(() => Object.assign(mockSiteSettings, initial()));

export const siteSettingsHandlers = [
  handle(endpoints.getSiteGeneralSettings, () => mockSiteSettings.general),
  handle(endpoints.updateSiteGeneralSettings, ({ body }) => {
    mockSiteSettings.general = { ...mockSiteSettings.general, ...body };
    return null;
  }),
  handle(endpoints.getSiteInterfaceSettings, () => mockSiteSettings.interface),
  handle(endpoints.updateSiteInterfaceSettings, ({ body }) => {
    mockSiteSettings.interface = body;
    return null;
  }),
  handle(endpoints.getSiteBrandingSettings, () => mockSiteSettings.branding),
  handle(endpoints.updateSiteBrandingSettings, ({ body }) => {
    mockSiteSettings.branding = body;
    return null;
  }),
  handle(endpoints.getSiteLoginSettings, () => mockSiteSettings.login),
  handle(endpoints.updateSiteLoginSettings, ({ body }) => {
    mockSiteSettings.login = body;
    return null;
  }),
  handle(endpoints.getSiteUsersSettings, () => mockSiteSettings.users),
  handle(endpoints.updateSiteUsersSettings, ({ body }) => {
    mockSiteSettings.users = body;
    return null;
  }),
  handle(endpoints.getSiteWriteSettings, () => mockSiteSettings.write),
  handle(endpoints.updateSiteWriteSettings, ({ body }) => {
    mockSiteSettings.write = body;
    return null;
  }),
  handle(endpoints.getSiteSeoSettings, () => mockSiteSettings.seo),
  handle(endpoints.updateSiteSeoSettings, ({ body }) => {
    mockSiteSettings.seo = body;
    return null;
  }),
  handle(endpoints.getSiteLegalSettings, () => mockSiteSettings.legal),
  handle(endpoints.updateSiteLegalSettings, ({ body }) => {
    mockSiteSettings.legal = {
      ...mockSiteSettings.legal,
      terms_of_service_original_text: body.terms_of_service_original_text,
      privacy_policy_original_text: body.privacy_policy_original_text,
    };
    return null;
  }),
  handle(endpoints.getSiteLegalInfo, ({ query }) => {
    const l = mockSiteSettings.legal;
    return query.info_type === 'tos'
      ? { terms_of_service_original_text: l.terms_of_service_original_text, terms_of_service_parsed_text: l.terms_of_service_parsed_text }
      : { privacy_policy_original_text: l.privacy_policy_original_text, privacy_policy_parsed_text: l.privacy_policy_parsed_text };
  }),
  // Maintenance mode lives in the served siteinfo, so the shell sees a switch at once (as it does with the server).
  handle(endpoints.getSiteMaintenance, () => mockState.siteInfo.maintenance),
  handle(endpoints.updateSiteMaintenance, ({ body }) => {
    mockState.siteInfo.maintenance = { enabled: body.enabled };
    return null;
  }),
  handle(endpoints.getSiteThemeSettings, () => mockSiteSettings.theme),
  handle(endpoints.updateSiteThemeSettings, ({ body }) => {
    const { layout, ...rest } = body;
    mockSiteSettings.theme = { ...mockSiteSettings.theme, ...rest, ...(layout ? { layout } : {}) };
    return null;
  }),
  handle(endpoints.getSiteCustomCode, () => mockSiteSettings.customCode),
  handle(endpoints.updateSiteCustomCode, ({ body }) => {
    mockSiteSettings.customCode = body;
    return null;
  }),
  handle(endpoints.getSmtpConfig, () => mockSiteSettings.smtp),
  handle(endpoints.updateSmtpConfig, ({ body }) => {
    const { test_email_recipient: _, ...config } = body;
    mockSiteSettings.smtp = { ...config, smtp_password: config.smtp_password ? '********' : mockSiteSettings.smtp.smtp_password } as SmtpConfig;
    return null;
  }),
];
