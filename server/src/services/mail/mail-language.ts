import { resolveLanguage } from '@site/shared/locales';

/** What decides a mail's language, most specific first. */
export interface MailLanguageChoices {
  /** The recipient's own setting ('Default' follows the site). */
  member?: string | null;
  /** The site's interface language ('Default' follows each visitor's browser). */
  site?: string | null;
  /** The Accept-Language of the request that sent the mail, when the recipient made it (sign-up, password reset). */
  browser?: string | null;
}

/** The language a mail is written in: the one the recipient sees the site in (the app's own rule). */
export function mailLanguage(c: MailLanguageChoices): string {
  return resolveLanguage(c.member, c.site, c.browser ?? undefined);
}
