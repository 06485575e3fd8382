// Turns a claimed mail job into the mail to send now, or null when it should not go out any more (the member turned
// the setting off, the post was deleted, nothing to put in a digest).
import { ACCOUNT_PAGES, canonicalPath, NOTIFICATION_KEYS_ON_BY_DEFAULT, PostStatus, type NotificationConfigKey } from '@site/shared/contract';
import { translate, translateWith } from '@site/shared/locales';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ClaimedJob } from '../../repositories/mail-jobs-repo.js';
import { readNotificationSettings } from '../../repositories/notification-config-repo.js';
import { isPriced } from '../../policies/post-policy.js';
import type { OutgoingMail } from '../mail/mail-service.js';
import { mailLanguage } from '../mail/mail-language.js';
import { siteLink, type SiteRef } from '../mail/templates.js';
import { MAILABLE_MEMBER } from './mail-planning.js';
import { MailJobKind } from './mail-keys.js';
import { notificationMail, type LinkItem } from './notification-templates.js';
import { issueUnsubscribeCode } from './unsubscribe-codes.js';

const DEFAULT_ON = new Set<string>(NOTIFICATION_KEYS_ON_BY_DEFAULT);
const VISIBLE = [PostStatus.normal, PostStatus.closed];
const DIGEST_SIZE = 10;
/** The inbox events a mail names (mail.inbox.<event>); any other is said as "notified you". */
const INBOX_EVENTS = new Set(['answer', 'comment', 'mention', 'invite', 'accept']);

/** A post's (or one of its answers') address as the site's own pages write it, under its permalink setting. */
const postUrl = (site: SiteRef, p: { id: string; url_title: string }, answerId?: string) =>
  `${site.siteUrl}${canonicalPath(site.permalink, p.id, p.url_title, answerId)}`;

async function recipient(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.e_mail', 'u.display_name', 'u.username', 'u.language'])
    .where('u.id', '=', userId)
    .where(MAILABLE_MEMBER)
    .executeTakeFirst();
}

async function visiblePost(db: Kysely<Database>, postId: string) {
  return db
    .selectFrom('posts')
    .select(['id', 'user_id', 'title', 'url_title', 'description', 'content_type', 'score', 'status'])
    .where('id', '=', postId)
    .where('status', 'in', VISIBLE)
    .executeTakeFirst();
}

const item = (site: SiteRef, p: { id: string; title: string; url_title: string; description: string; content_type: number; score: string }): LinkItem => ({
  title: p.title,
  url: postUrl(site, p),
  ...(isPriced(p) ? {} : { excerpt: p.description.slice(0, 200) }),
});

/** The subject and items of one job, or null to skip it. */
async function content(db: Kysely<Database>, site: SiteRef, job: ClaimedJob, userId: string, lang: string, now: Date) {
  const p = job.payload;
  if (job.kind === MailJobKind.post) {
    const post = await visiblePost(db, String(p.post_id));
    if (!post || post.user_id === userId) return null;
    const subject = translateWith('mail.new_post.subject', lang, { title: post.title });
    return { key: String(p.setting_key), subject, intro: translate('mail.new_post.intro', lang), items: [item(site, post)] };
  }
  if (job.kind === MailJobKind.inbox) {
    const questionId = String(p.question_id ?? p.object_id);
    const post = await visiblePost(db, questionId);
    if (!post) return null;
    const trigger = p.trigger_user_id
      ? await db.selectFrom('users').select(['display_name', 'username']).where('id', '=', String(p.trigger_user_id)).executeTakeFirst()
      : undefined;
    const who = trigger ? trigger.display_name || trigger.username : translate('mail.inbox.someone', lang);
    const url =
      p.object_type === 'comment'
        ? `${postUrl(site, post)}?commentId=${encodeURIComponent(String(p.object_id))}`
        : postUrl(site, post, p.object_type === 'answer' ? String(p.object_id) : undefined);
    const event = INBOX_EVENTS.has(String(p.event)) ? String(p.event) : 'other';
    const what = translateWith(`mail.inbox.${event}`, lang, { who });
    const subject = translateWith('mail.inbox.subject', lang, { what, title: post.title });
    return { key: 'inbox', subject, intro: subject, items: [{ title: post.title, url }] };
  }
  if (job.kind === MailJobKind.digest) {
    const { rows } = await sql<{ id: string; title: string; url_title: string; description: string; content_type: number; score: string }>`
SELECT p.id, p.title, p.url_title, p.description, p.content_type, p.score FROM posts p
WHERE p.status IN (${sql.join(VISIBLE)}) AND p.user_id <> ${userId}
  AND p.created_at > ${now}::timestamptz - interval '7 days' AND p.created_at <= ${now}::timestamptz
  AND EXISTS (SELECT 1 FROM post_tags pt JOIN tag_follows tf ON tf.tag_id = pt.tag_id WHERE pt.post_id = p.id AND tf.user_id = ${userId})
ORDER BY p.vote_count DESC, p.answer_count DESC, p.created_at DESC, p.id DESC
LIMIT ${DIGEST_SIZE}`.execute(db);
    if (rows.length === 0) return null;
    const items = rows.map((r) => item(site, { ...r, id: String(r.id) }));
    return { key: 'weekly_digest', subject: translate('mail.digest.subject', lang), intro: translate('mail.digest.intro', lang), items };
  }
  return null;
}

/** The mail for a member job, with a fresh unsubscribe code for its setting; null when it is not to be sent. */
export async function renderJobMail(db: Kysely<Database>, site: SiteRef, job: ClaimedJob, now: Date): Promise<OutgoingMail | null> {
  if (!job.user_id) return null;
  const user = await recipient(db, job.user_id);
  if (!user) return null;
  // As the member sees the site: their language, else the site's (no browser asks for these mails).
  const lang = mailLanguage({ member: user.language, site: site.siteLanguage });
  const c = await content(db, site, job, user.id, lang, now);
  if (!c) return null;
  const settings = await readNotificationSettings(db, user.id);
  if (!(settings.get(c.key) ?? DEFAULT_ON.has(c.key))) return null;
  const unsubscribe = siteLink(site, ACCOUNT_PAGES.unsubscribe, await issueUnsubscribeCode(db, user.id, c.key as NotificationConfigKey));
  const mail = notificationMail(site, lang, { subject: c.subject, intro: c.intro, items: c.items, settingKey: c.key, unsubscribeUrl: unsubscribe });
  return { to: user.e_mail, ...mail, headers: { 'List-Unsubscribe': `<${unsubscribe}>` } };
}
