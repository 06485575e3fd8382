import { SMTP_PASSWORD_PLACEHOLDER, type SmtpConfig } from '@site/shared/contract';
import type { SmtpSettings } from '../services/mail/smtp-settings.js';

/** The admin's view of the SMTP settings: the stored password never leaves, only whether there is one. */
export function presentSmtpConfig(s: SmtpSettings): SmtpConfig {
  return { ...s, smtp_password: s.smtp_password ? SMTP_PASSWORD_PLACEHOLDER : '' };
}
