import { EMAIL_LINK_TTL_MINUTES } from '@site/shared/contract';
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
}

const prefix = (site: SiteRef) => (site.siteName ? `[${site.siteName}] ` : '');

/** A link in the front end's routes (Answer's paths), the code URL-encoded. */
export const siteLink = (site: SiteRef, path: string, code: string) =>
  `${site.siteUrl.replace(/\/+$/, '')}${path}?code=${encodeURIComponent(code)}`;

// Said in every link mail, so that a reader who comes back later knows why the link stopped working.
const EXPIRY = `The link works once and expires in ${EMAIL_LINK_TTL_MINUTES} minutes.`;

function linkMail(site: SiteRef, subject: string, intro: string, link: string): MailContent {
  const name = escapeHtml(site.siteName);
  return {
    subject: `${prefix(site)}${subject}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${EXPIRY}</p><p>${name}</p>`,
    text: `${intro}\n\n${link}\n\n${EXPIRY}\n\n${site.siteName}\n`,
  };
}

export function activationMail(site: SiteRef, code: string): MailContent {
  const link = siteLink(site, '/users/account-activation', code);
  return linkMail(site, 'Please activate your account', `Welcome to ${site.siteName}! Click the link below to activate your account.`, link);
}

export function passwordResetMail(site: SiteRef, code: string): MailContent {
  const link = siteLink(site, '/users/password-reset', code);
  return linkMail(site, 'Reset your password', 'Someone asked to reset your password. If it was you, click the link below; if not, ignore this email.', link);
}

export function emailChangeMail(site: SiteRef, code: string): MailContent {
  const link = siteLink(site, '/users/confirm-new-email', code);
  return linkMail(site, 'Confirm your new email address', 'Click the link below to confirm this as your new email address.', link);
}

export function accountDeletionMail(site: SiteRef, code: string): MailContent {
  const link = siteLink(site, '/users/account-deletion', code);
  return linkMail(
    site,
    'Confirm deleting your account',
    'Someone asked to delete your account on this site. If it was you, open the link below to confirm; if not, ignore this email and change your password.',
    link,
  );
}

export function testMail(site: SiteRef): MailContent {
  return {
    subject: `${prefix(site)}Test email`,
    html: `<p>This is a test email from ${escapeHtml(site.siteName)}: the SMTP settings work.</p>`,
    text: `This is a test email from ${site.siteName}: the SMTP settings work.\n`,
  };
}
