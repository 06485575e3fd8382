export interface RateRule {
  max: number;
  windowMs: number;
}

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * The limits. Generous for people (a classroom behind one NAT signing up, someone who mistypes a password a few
 * times or asks for the activation mail again), tight enough to stop floods and mail bombing. Captchas (after 3
 * failed logins, always for mail-sending forms) are the first line; these are the backstop.
 */
export const RATE_RULES = {
  /** Failed logins (successes are not counted): per IP, and per account (the e-mail tried). */
  login_fail_ip: { max: 50, windowMs: 15 * MIN },
  login_fail_account: { max: 10, windowMs: 15 * MIN },
  /** Sign-up attempts per IP (each may create an account and send a mail). */
  register_ip: { max: 30, windowMs: HOUR },
  /** Password-reset requests per IP (answered the same for unknown addresses, so counted for them too). */
  password_reset_ip: { max: 20, windowMs: HOUR },
  /** Logged-in calls that send mail (activation again, email change): per IP and per account. */
  mail_ip: { max: 30, windowMs: HOUR },
  mail_user: { max: 10, windowMs: HOUR },
  /** Mails per recipient address, counted once a mail is sure to go out (after the captcha): no inbox gets flooded. */
  mail_to: { max: 6, windowMs: HOUR },
  /** Tries at the password to delete one's account (a stolen session cannot guess it at leisure). */
  account_delete_user: { max: 5, windowMs: 15 * MIN },
  /** Data exports per account (each reads everything the member wrote). */
  data_export_user: { max: 10, windowMs: HOUR },
  /**
   * Browsers' reports about the page's parts (a version skew, a part that failed to load) per IP: a page sends at
   * most one per part and kind per load, so this is many reloads' worth, and a loop cannot flood the log.
   */
  frontend_report_ip: { max: 30, windowMs: 15 * MIN },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;
