import type { Log } from '../../config/logger.js';
import { errors } from '../../errors/app-error.js';
import type { MailService } from '../mail/mail-service.js';
import { accountDeletionMail, activationMail, emailChangeMail, passwordResetMail, type MailContent, type SiteRef } from '../mail/templates.js';

const TEMPLATES = {
  activation: activationMail,
  password_reset: passwordResetMail,
  email_change: emailChangeMail,
  account_deletion: accountDeletionMail,
} satisfies Record<
  string,
  (site: SiteRef, code: string) => MailContent
>;
export type LinkMailKind = keyof typeof TEMPLATES;

/**
 * Sends the account flows' link mails. Callers have committed the code before calling (no transaction is ever open
 * across SMTP). Neither the address nor the code is logged.
 */
export class AccountMailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mail: MailService,
    private readonly log: Log,
  ) {}

  /** Sends and waits: a delivery failure is a 400 toast the user sees (they asked for this mail and can retry). */
  async send(kind: LinkMailKind, to: string, code: string): Promise<void> {
    try {
      await this.deliver(kind, to, code);
    } catch {
      throw errors.mailSendFailed();
    }
  }

  /**
   * Sends without making the request wait: sign-up succeeds even when SMTP is down (the user can ask again from the
   * inactive page), and a password-reset request answers in the same time whether or not the address has an account.
   */
  sendInBackground(kind: LinkMailKind, to: string, code: string): void {
    const p = this.deliver(kind, to, code)
      .catch(() => this.log.warn({ mail: kind }, 'link mail not delivered'))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Waits for background sends (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async deliver(kind: LinkMailKind, to: string, code: string): Promise<void> {
    const content = TEMPLATES[kind](await this.mail.site(), code);
    await this.mail.sendMail({ to, ...content });
  }
}
