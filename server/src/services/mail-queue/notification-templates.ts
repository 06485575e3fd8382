// Notification mails: what happened, a link to it, and a one-click unsubscribe link for the setting that sent it.
import { translate, translateWith } from '@site/shared/locales';
import { escapeHtml } from '../markdown/escape-html.js';
import { subjectPrefix, type MailContent, type SiteRef } from '../mail/templates.js';

export interface LinkItem {
  title: string;
  url: string;
  /** A plain excerpt (absent for paid posts: their text is for buyers only). */
  excerpt?: string;
}

/**
 * A notification mail in `lang`: intro, linked items, then why it came (the setting, named as on the member's
 * settings page) and how to stop it.
 */
export function notificationMail(
  site: SiteRef,
  lang: string,
  c: { subject: string; intro: string; items: LinkItem[]; settingKey: string; unsubscribeUrl: string },
): MailContent {
  const { subject, intro, items, unsubscribeUrl } = c;
  const why = translateWith('mail.footer.why', lang, { setting: translate(`notification.setting.${c.settingKey}`, lang) });
  const unsubscribe = translate('mail.footer.unsubscribe', lang);
  const htmlItems = items
    .map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.title)}</a>${i.excerpt ? `<br>${escapeHtml(i.excerpt)}` : ''}</li>`)
    .join('');
  const textItems = items.map((i) => `- ${i.title}\n  ${i.url}${i.excerpt ? `\n  ${i.excerpt}` : ''}`).join('\n');
  return {
    subject: `${subjectPrefix(site)}${subject}`,
    html:
      `<p>${escapeHtml(intro)}</p><ul>${htmlItems}</ul>` +
      `<p style="color:#888">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribe)}</a></p><p>${escapeHtml(site.siteName)}</p>`,
    text: `${intro}\n\n${textItems}\n\n${why}\n${unsubscribe}: ${unsubscribeUrl}\n\n${site.siteName}\n`,
  };
}
