import type { Log } from '../../config/logger.js';
import { errors } from '../../errors/app-error.js';
import { mailLanguage, type MailLanguageChoices } from '../mail/mail-language.js';
import type { MailService } from '../mail/mail-service.js';
import { linkMail, type LinkMailKind } from '../mail/templates.js';

export type { LinkMailKind };

/** Whom a link mail goes to: the address, and what picks its language (their setting, the browser they asked from). */
export interface LinkMailTo extends Omit<MailLanguageChoices, 'site'> {
  email: string;
}

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
  async send(kind: LinkMailKind, to: LinkMailTo, code: string): Promise<void> {
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
  sendInBackground(kind: LinkMailKind, to: LinkMailTo, code: string): void {
    const p = this.deliver(kind, to, code)
      .catch(() => this.log.warn({ mail: kind }, 'link mail not delivered'))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Waits for background sends (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async deliver(kind: LinkMailKind, to: LinkMailTo, code: string): Promise<void> {
    const site = await this.mail.site();
    const content = linkMail(site, kind, code, mailLanguage({ ...to, site: site.siteLanguage }));
    await this.mail.sendMail({ to: to.email, ...content });
  }
}
