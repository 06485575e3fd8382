import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { queueInboxMails } from '../services/mail-queue/mail-enqueue.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Kinds recorded now; the notifications issue delivers and shows them. */
export type NotificationKind = 'mention' | 'invite' | 'answer' | 'comment' | 'accept';

export interface NotificationEventInput {
  userId: string;
  triggerUserId: string | null;
  kind: NotificationKind;
  objectType: 'question' | 'answer' | 'comment';
  objectId: string;
  questionId?: string | null;
}

/** Records events for their recipients (nobody is notified of their own action). */
export async function recordNotificationEvents(db: Db, events: NotificationEventInput[]): Promise<void> {
  const rows = events
    .filter((e) => e.userId !== e.triggerUserId)
    .map((e) => ({
      user_id: e.userId,
      trigger_user_id: e.triggerUserId,
      kind: e.kind,
      object_type: e.objectType,
      object_id: e.objectId,
      question_id: e.questionId ?? null,
    }));
  if (rows.length > 0) await db.insertInto('notification_events').values(rows).execute();
  // In the same transaction: an inbox mail is queued exactly when its event is recorded.
  await queueInboxMails(db, rows);
}
