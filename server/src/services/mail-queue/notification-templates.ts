// Notification mails: what happened, a link to it, and a one-click unsubscribe link for the setting that sent it.
import { escapeHtml } from '../markdown/escape-html.js';
import type { MailContent, SiteRef } from '../mail/templates.js';

/** What the footer names: the setting that sent the mail (English, as the account mails are). */
export const SETTING_LABEL: Record<string, string> = {
  inbox: 'inbox notifications',
  all_new_question: 'all new questions',
  all_new_question_score: 'all new questions with points',
  all_new_article: 'all new articles',
  all_new_article_score: 'all new articles with points',
  all_new_resource: 'all new resources',
  all_new_resource_score: 'all new resources with points',
  all_new_aipic: 'all new AI pictures',
  all_new_aipic_score: 'all new AI pictures with points',
  all_new_bounty: 'all new bounties',
  all_new_question_for_following_tags: 'new posts in tags you follow',
  weekly_digest: 'the weekly digest',
};

export interface LinkItem {
  title: string;
  url: string;
  /** A plain excerpt (absent for paid posts: their text is for buyers only). */
  excerpt?: string;
}

const prefix = (site: SiteRef) => (site.siteName ? `[${site.siteName}] ` : '');

/** A notification mail: intro, linked items, then why it came and how to stop it. */
export function notificationMail(site: SiteRef, subject: string, intro: string, items: LinkItem[], settingKey: string, unsubscribeUrl: string): MailContent {
  const label = SETTING_LABEL[settingKey] ?? settingKey;
  const why = `You get this email because "${label}" is on in your notification settings.`;
  const htmlItems = items
    .map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.title)}</a>${i.excerpt ? `<br>${escapeHtml(i.excerpt)}` : ''}</li>`)
    .join('');
  const textItems = items.map((i) => `- ${i.title}\n  ${i.url}${i.excerpt ? `\n  ${i.excerpt}` : ''}`).join('\n');
  return {
    subject: `${prefix(site)}${subject}`,
    html:
      `<p>${escapeHtml(intro)}</p><ul>${htmlItems}</ul>` +
      `<p style="color:#888">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p><p>${escapeHtml(site.siteName)}</p>`,
    text: `${intro}\n\n${textItems}\n\n${why}\nUnsubscribe: ${unsubscribeUrl}\n\n${site.siteName}\n`,
  };
}
