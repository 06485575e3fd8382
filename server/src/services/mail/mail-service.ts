import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/schema.js';
import { readSetting } from '../../repositories/settings-repo.js';
import { readSitePermalink } from '../site/site-permalink.js';
import { isSmtpConfigured, readSmtpSettings, type SmtpSettings } from './smtp-settings.js';
import type { SiteRef } from './templates.js';

/** One message to send. `to` is never logged. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe on notification mails). */
  headers?: Record<string, string>;
}

/** 'sent': handed to the SMTP server; 'logged': no SMTP configured, the links went to the log instead. */
export type SendOutcome = 'sent' | 'logged';

/** A failed SMTP delivery; `cause` is nodemailer's error (it may quote the server's reply). */
export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('mail delivery failed', { cause });
    this.name = 'MailDeliveryError';
  }
}

const LINK = /https?:\/\/[^\s"'<>]+/g;
// Fail fast instead of nodemailer's 2-minute defaults: an admin waits on the test mail's answer.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** nodemailer transport options for the stored settings (Answer's encryption values). */
export function transportOptions(s: SmtpSettings) {
  return {
    host: s.smtp_host,
    port: s.smtp_port,
    secure: s.encryption === 'SSL',
    requireTLS: s.encryption === 'TLS',
    auth: s.smtp_authentication ? { user: s.smtp_username, pass: s.smtp_password } : undefined,
    ...TIMEOUTS,
  };
}

/**
 * Sends mail through the admin's SMTP settings (read per send, so a change made on another instance is picked up;
 * the transport is rebuilt only when they change). Callers must not hold a database transaction while sending.
 */
export class MailService {
  private cached: { key: string; transport: Transporter } | null = null;

  constructor(
    private readonly db: () => Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends, or with no SMTP configured logs the message's links (never the recipient). Throws MailDeliveryError. */
  async sendMail(mail: OutgoingMail): Promise<SendOutcome> {
    const settings = await readSmtpSettings(this.db());
    if (!isSmtpConfigured(settings)) {
      const links = mail.text.match(LINK) ?? [];
      this.log.info({ mail: { subject: mail.subject, links } }, 'SMTP is not configured: mail not sent, its links are logged instead');
      return 'logged';
    }
    await this.deliver(settings, mail);
    return 'sent';
  }

  /** Sends with these settings (configured or not: the caller checked). Throws MailDeliveryError. */
  async deliver(settings: SmtpSettings, mail: OutgoingMail): Promise<void> {
    try {
      await this.transportFor(settings).sendMail({
        from: { name: settings.from_name, address: settings.from_email },
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    } catch (err) {
      const e = err as { code?: string; responseCode?: number; command?: string };
      // The code and SMTP reply code say what went wrong; the message may quote addresses, so it stays out.
      this.log.warn({ smtp: { code: e.code, responseCode: e.responseCode, command: e.command } }, 'mail delivery failed');
      throw new MailDeliveryError(err);
    }
  }

  /**
   * The site's name, URL and permalink setting for links in templates, and its interface language (a mail's language
   * may follow it).
   */
  async site(): Promise<SiteRef> {
    const general = ((await readSetting(this.db(), 'general')) ?? {}) as { name?: unknown; site_url?: unknown };
    const face = ((await readSetting(this.db(), 'interface')) ?? {}) as { language?: unknown };
    return {
      siteName: typeof general.name === 'string' ? general.name : '',
      siteUrl: (typeof general.site_url === 'string' ? general.site_url : '').replace(/\/+$/, ''),
      permalink: await readSitePermalink(this.db()),
      ...(typeof face.language === 'string' ? { siteLanguage: face.language } : {}),
    };
  }

  /** Drops the cached transport (the settings changed). */
  invalidate(): void {
    this.cached?.transport.close();
    this.cached = null;
  }

  private transportFor(settings: SmtpSettings): Transporter {
    const key = JSON.stringify(settings);
    if (this.cached?.key !== key) {
      this.invalidate();
      this.cached = { key, transport: nodemailer.createTransport(transportOptions(settings)) };
    }
    return this.cached.transport;
  }
}
