import { SMTP_PASSWORD_PLACEHOLDER, type BodyOf, type endpoints, type SmtpConfig } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import type { MailService } from './mail-service.js';
import { isSmtpConfigured, readSmtpSettings, writeSmtpSettings, type SmtpSettings } from './smtp-settings.js';
import { mailLanguage, type MailLanguageChoices } from './mail-language.js';
import { testMail } from './templates.js';
import { presentSmtpConfig } from '../../presenters/smtp-presenter.js';

export async function getSmtpConfig(db: Kysely<Database>): Promise<SmtpConfig> {
  return presentSmtpConfig(await readSmtpSettings(db));
}

/**
 * Saves the SMTP settings (an empty or placeholder password keeps the stored one), then, when a test recipient is
 * given, sends a test mail with what was saved. Returns whether a test mail went out. A failed send is a 400 toast.
 */
export async function updateSmtpConfig(
  db: Kysely<Database>,
  mail: MailService,
  input: BodyOf<typeof endpoints.updateSmtpConfig>,
  language: Omit<MailLanguageChoices, 'site'> = {},
): Promise<{ tested: boolean }> {
  const { test_email_recipient: recipient, ...body } = input;
  const stored = await readSmtpSettings(db);
  const keepPassword = body.smtp_password === '' || body.smtp_password === SMTP_PASSWORD_PLACEHOLDER;
  const settings: SmtpSettings = { ...body, smtp_password: keepPassword ? stored.smtp_password : body.smtp_password };
  await writeSmtpSettings(db, settings);
  mail.invalidate();

  if (!recipient) return { tested: false };
  if (!isSmtpConfigured(settings)) throw errors.badRequest('error.smtp.not_configured', 'toast');
  // No transaction is open here: the send may take seconds.
  const site = await mail.site();
  const content = testMail(site, mailLanguage({ ...language, site: site.siteLanguage }));
  try {
    await mail.deliver(settings, { to: recipient, ...content });
  } catch {
    throw errors.badRequest('error.smtp.send_failed', 'toast');
  }
  return { tested: true };
}
