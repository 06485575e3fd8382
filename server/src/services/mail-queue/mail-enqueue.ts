// What the rest of the server calls to queue notification mails, inside the transaction that causes them.
import { PostStatus } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enqueueMailJobs } from '../../repositories/mail-jobs-repo.js';
import { MailJobKind } from './mail-keys.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A recorded notification event, as notification_events stores it. */
export interface InboxEvent {
  user_id: string;
  trigger_user_id: string | null;
  kind: string;
  object_type: string;
  object_id: string;
  question_id: string | null;
}

/**
 * Queues an inbox mail for each event whose recipient has not turned the `inbox` setting off (it is on by default).
 * The worker checks the setting again before sending, so a change made meanwhile is honoured.
 */
export async function queueInboxMails(db: Db, events: InboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  const ids = [...new Set(events.map((e) => e.user_id))];
  const off = await db
    .selectFrom('user_notification_settings')
    .select('user_id')
    .where('user_id', 'in', ids)
    .where('key', '=', 'inbox')
    .where('enabled', '=', false)
    .execute();
  const muted = new Set(off.map((r) => String(r.user_id)));
  await enqueueMailJobs(
    db,
    events
      .filter((e) => !muted.has(String(e.user_id)))
      .map((e) => ({
        kind: MailJobKind.inbox,
        userId: e.user_id,
        payload: { event: e.kind, object_type: e.object_type, object_id: e.object_id, question_id: e.question_id, trigger_user_id: e.trigger_user_id },
      })),
  );
}

/**
 * Queues the new-post mails of a post that just became visible (asked, or approved later). One planning job; the
 * worker finds the subscribers. A pending or deleted post queues nothing; a second call for the same post neither.
 */
export async function queueNewPostMails(db: Db, post: { id: string; status?: number }): Promise<void> {
  if (post.status === PostStatus.pending || post.status === PostStatus.deleted) return;
  await enqueueMailJobs(db, [{ kind: MailJobKind.newPost, payload: { post_id: post.id }, dedupeKey: `new-post:${post.id}` }]);
}
