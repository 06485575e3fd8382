import type { SmtpEncryption } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';

/** The `smtp` site setting, as stored (the password included: it only ever leaves through the transport). */
export interface SmtpSettings {
  from_email: string;
  from_name: string;
  smtp_host: string;
  smtp_port: number;
  encryption: SmtpEncryption;
  smtp_username: string;
  smtp_password: string;
  smtp_authentication: boolean;
}

export const SMTP_KEY = 'smtp';

/** Answer's defaults: nothing configured, port 25, no encryption. */
export const DEFAULT_SMTP: SmtpSettings = {
  from_email: '',
  from_name: '',
  smtp_host: '',
  smtp_port: 25,
  encryption: '',
  smtp_username: '',
  smtp_password: '',
  smtp_authentication: false,
};

const str = (v: unknown, d: string) => (typeof v === 'string' ? v : d);

export async function readSmtpSettings(db: Kysely<Database>): Promise<SmtpSettings> {
  const raw = await readSetting(db, SMTP_KEY);
  const s = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof SmtpSettings, unknown>>;
  const encryption = s.encryption === 'SSL' || s.encryption === 'TLS' ? s.encryption : '';
  return {
    from_email: str(s.from_email, ''),
    from_name: str(s.from_name, ''),
    smtp_host: str(s.smtp_host, ''),
    smtp_port: typeof s.smtp_port === 'number' ? s.smtp_port : DEFAULT_SMTP.smtp_port,
    encryption,
    smtp_username: str(s.smtp_username, ''),
    smtp_password: str(s.smtp_password, ''),
    smtp_authentication: s.smtp_authentication === true,
  };
}

export async function writeSmtpSettings(db: Kysely<Database>, settings: SmtpSettings): Promise<void> {
  await writeSettings(db, { [SMTP_KEY]: settings });
}

/** Mail goes out through SMTP once a host and a sender are set; before that the mail service only logs links. */
export const isSmtpConfigured = (s: SmtpSettings) => s.smtp_host.trim() !== '' && s.from_email.trim() !== '';
