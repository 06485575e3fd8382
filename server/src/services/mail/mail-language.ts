import { catalogues, DEFAULT_LANGUAGE, pickBrowserLanguage } from '@site/shared/locales';

/** What decides a mail's language, most specific first. */
export interface MailLanguageChoices {
  /** The recipient's own setting ('Default' follows the site). */
  member?: string | null;
  /** The site's interface language ('Default' follows each visitor's browser). */
  site?: string | null;
  /** The Accept-Language of the request that sent the mail, when the recipient made it (sign-up, password reset). */
  browser?: string | null;
}

const served = (code: string | null | undefined): string | undefined => (code && code in catalogues ? code : undefined);

/**
 * The language a mail is written in, as the recipient would see the site: their own setting, else the site's fixed
 * language, else the browser they asked from, else en_US.
 */
export function mailLanguage(c: MailLanguageChoices): string {
  return served(c.member) ?? served(c.site) ?? (c.browser ? pickBrowserLanguage(c.browser) : undefined) ?? DEFAULT_LANGUAGE;
}
