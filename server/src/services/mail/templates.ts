import { ACCOUNT_PAGES, EMAIL_LINK_TTL_MINUTES } from '@site/shared/contract';
import { translate, translateWith } from '@site/shared/locales';
import { escapeHtml } from '../markdown/escape-html.js';

/** A rendered e-mail: subject, HTML body and a plain-text alternative. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface SiteRef {
  siteName: string;
  /** Without a trailing slash. */
  siteUrl: string;
  /** The permalink setting (1-4): how links to posts are written (canonicalPath). */
  permalink?: number;
  /** The site's interface language setting (a catalogue code, or 'Default': each visitor's browser). */
  siteLanguage?: string;
}

/** Every mail's subject starts with the site's name in brackets (when it has one). */
export const subjectPrefix = (site: SiteRef) => (site.siteName ? `[${site.siteName}] ` : '');

/** A link in the front end's routes (Answer's paths), the code URL-encoded. */
export const siteLink = (site: SiteRef, path: string, code: string) =>
  `${site.siteUrl.replace(/\/+$/, '')}${path}?code=${encodeURIComponent(code)}`;

/** The account flows' link mails, by the kind of code they carry. */
export type LinkMailKind = 'activation' | 'password_reset' | 'email_change' | 'account_deletion';

/** The front end's page each link mail's code opens. */
export const LINK_PATHS: Record<LinkMailKind, string> = {
  activation: ACCOUNT_PAGES.activation,
  password_reset: ACCOUNT_PAGES.passwordReset,
  email_change: ACCOUNT_PAGES.confirmNewEmail,
  account_deletion: ACCOUNT_PAGES.accountDeletion,
};

/**
 * A link mail in `lang`: what it is for, the link, and (said in every one, so that a reader who comes back later
 * knows why the link stopped working) that it works once and expires.
 */
export function linkMail(site: SiteRef, kind: LinkMailKind, code: string, lang: string): MailContent {
  const link = siteLink(site, LINK_PATHS[kind], code);
  const intro = translateWith(`mail.${kind}.intro`, lang, { site: site.siteName });
  const expiry = translateWith('mail.link.expiry', lang, { minutes: EMAIL_LINK_TTL_MINUTES });
  const name = escapeHtml(site.siteName);
  return {
    subject: `${subjectPrefix(site)}${translate(`mail.${kind}.subject`, lang)}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(expiry)}</p><p>${name}</p>`,
    text: `${intro}\n\n${link}\n\n${expiry}\n\n${site.siteName}\n`,
  };
}

export function testMail(site: SiteRef, lang: string): MailContent {
  const body = translateWith('mail.test.body', lang, { site: site.siteName });
  return {
    subject: `${subjectPrefix(site)}${translate('mail.test.subject', lang)}`,
    html: `<p>${escapeHtml(body)}</p>`,
    text: `${body}\n`,
  };
}
