// Planning jobs: they turn one event (a new post, a new week) into one mail job per member, in one transaction
// with finishing the planning job itself, so a crash replans everything or nothing.
import { PostStatus } from '@site/shared/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enqueueMailJobs, takeWeeklyAllowance, type NewMailJob } from '../../repositories/mail-jobs-repo.js';
import { FOLLOWED_TAGS_KEY, MailJobKind, NEW_POST_MAILS_PER_WEEK, newPostKey } from './mail-keys.js';

/** A member mail may go to: activated, not suspended or deleted, a real mailbox (not the AI account's). */
export const MAILABLE_MEMBER = sql<boolean>`u.status = 'normal' AND u.mail_status = 1 AND u.deleted_at IS NULL AND u.e_mail NOT LIKE '%.invalid'`;

/**
 * The new-post mails of one post: every member (never its author) with the post kind's setting on, or with the
 * followed-tags setting on and following one of its tags, each under one setting while that setting's weekly
 * allowance lasts. Returns how many mails were queued.
 */
export async function planNewPostMails(trx: Transaction<Database>, postId: string, week: string): Promise<number> {
  const post = await trx.selectFrom('posts').select(['id', 'user_id', 'content_type', 'score', 'status']).where('id', '=', postId).executeTakeFirst();
  if (!post || post.status === PostStatus.deleted || post.status === PostStatus.pending) return 0;
  const kindKey = newPostKey(post.content_type, post.score) ?? '';
  const { rows } = await sql<{ id: string; key: string }>`
SELECT u.id, CASE WHEN k.user_id IS NOT NULL THEN ${kindKey} ELSE ${FOLLOWED_TAGS_KEY} END AS key
FROM users u
LEFT JOIN user_notification_settings k ON k.user_id = u.id AND k.key = ${kindKey} AND k.enabled
LEFT JOIN user_notification_settings f ON f.user_id = u.id AND f.key = ${FOLLOWED_TAGS_KEY} AND f.enabled
WHERE u.id <> ${post.user_id} AND ${MAILABLE_MEMBER}
  AND (k.user_id IS NOT NULL OR (f.user_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM tag_follows tf JOIN post_tags pt ON pt.tag_id = tf.tag_id WHERE tf.user_id = u.id AND pt.post_id = ${post.id})))
ORDER BY u.id`.execute(trx);
  const jobs: NewMailJob[] = [];
  for (const r of rows) {
    const userId = String(r.id);
    if (!(await takeWeeklyAllowance(trx, userId, r.key, week, NEW_POST_MAILS_PER_WEEK))) continue;
    jobs.push({ kind: MailJobKind.post, userId, payload: { post_id: post.id, setting_key: r.key }, dedupeKey: `post:${post.id}:${userId}` });
  }
  return enqueueMailJobs(trx, jobs);
}

/** The week's digest jobs: one per member who follows a tag and has not turned `weekly_digest` off. */
export async function planWeeklyDigests(trx: Transaction<Database>, week: string): Promise<number> {
  const { rows } = await sql<{ id: string }>`
INSERT INTO mail_jobs (kind, user_id, payload, dedupe_key)
SELECT ${MailJobKind.digest}, u.id, jsonb_build_object('week', ${week}::text), 'digest:' || u.id || ':' || ${week}::text
FROM users u
WHERE ${MAILABLE_MEMBER}
  AND EXISTS (SELECT 1 FROM tag_follows tf WHERE tf.user_id = u.id)
  AND NOT EXISTS (SELECT 1 FROM user_notification_settings s WHERE s.user_id = u.id AND s.key = 'weekly_digest' AND NOT s.enabled)
ON CONFLICT (dedupe_key) DO NOTHING
RETURNING id`.execute(trx);
  return rows.length;
}
