import type { MailContent, SiteRef } from '../mail/templates.js';
import { escapeHtml } from '../markdown/escape-html.js';

/** The server route a mailed binding link opens (it binds, logs in and redirects to the landing page). */
export const bindingConfirmLink = (site: SiteRef, code: string) =>
  `${site.siteUrl}/answer/api/v1/connector/binding/confirm?code=${encodeURIComponent(code)}`;

/** "Link your <provider> account": sent to an existing account's address before binding a third-party login to it. */
export function bindingConfirmMail(site: SiteRef, providerName: string, code: string): MailContent {
  const link = bindingConfirmLink(site, code);
  const intro = `Someone signed in with ${providerName} and asked to link it to your account on ${site.siteName}. If it was you, click the link below to link them and log in; if not, ignore this email.`;
  return {
    subject: `${site.siteName ? `[${site.siteName}] ` : ''}Confirm linking your ${providerName} account`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(site.siteName)}</p>`,
    text: `${intro}\n\n${link}\n\n${site.siteName}\n`,
  };
}
