import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { queueInboxMails } from '../services/mail-queue/mail-enqueue.js';
import { queueMemberEvent } from '../services/member-events/pending-member-events.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What happened. Inbox kinds: mention, invite, answer, comment (on my post or answer, or a reply to my comment),
 * accept, vote, edit (staff approved or rejected my suggested edit; action edit_approved or edit_rejected).
 * Achievement kinds: reputation (a vote or an acceptance moved my reputation), integrals (my points moved; written
 * by the ledger). flag_reviewed: staff acted on my flag (`action` is the review's operation_type).
 */
export type NotificationKind = 'mention' | 'invite' | 'answer' | 'comment' | 'accept' | 'vote' | 'reputation' | 'flag_reviewed' | 'edit';

export interface NotificationEventInput {
  userId: string;
  triggerUserId: string | null;
  kind: NotificationKind;
  objectType: 'question' | 'answer' | 'comment';
  objectId: string;
  questionId?: string | null;
  /** The wording where the kind alone does not say it (a vote's up_voted_answer, a reputation activity). */
  action?: string | null;
  /** The reputation it moved (achievements). */
  rank?: number;
}

/** The member event that tells a member's pages their notifications changed. */
export const NOTIFICATIONS_CHANGED = { kind: 'notifications' } as const;

/** When one action tells a member twice about one object (a comment on their answer that also mentions them), the word kept. */
const PRIORITY: Record<string, number> = { mention: 3, accept: 3, invite: 3, comment: 2, answer: 2, vote: 1 };

/** The kinds a member may be mailed about (their inbox items), per their `inbox` setting. */
const INBOX_MAIL_KINDS: ReadonlySet<string> = new Set(['mention', 'invite', 'answer', 'comment', 'accept']);

/**
 * Records events for their recipients: nobody is notified of their own action, and a member hears of one object
 * once per action (the most telling kind wins). Their open pages are told once the caller's request succeeded.
 */
export async function recordNotificationEvents(db: Db, events: NotificationEventInput[]): Promise<void> {
  const kept = new Map<string, NotificationEventInput>();
  for (const [i, e] of events.entries()) {
    if (e.userId === e.triggerUserId) continue;
    // Each reputation change is its own achievement.
    const key = e.kind === 'reputation' ? `#${i}` : `${e.userId}:${e.objectId}`;
    const before = kept.get(key);
    if (!before || (PRIORITY[e.kind] ?? 0) > (PRIORITY[before.kind] ?? 0)) kept.set(key, e);
  }
  const rows = [...kept.values()].map((e) => ({
    user_id: e.userId,
    trigger_user_id: e.triggerUserId,
    kind: e.kind,
    object_type: e.objectType,
    object_id: e.objectId,
    question_id: e.questionId ?? null,
    action: e.action ?? null,
    rank: e.rank ?? 0,
  }));
  if (rows.length === 0) return;
  await db.insertInto('notification_events').values(rows).execute();
  // In the same transaction: an inbox mail is queued exactly when its event is recorded (achievements mail nobody).
  await queueInboxMails(
    db,
    rows.filter((r) => INBOX_MAIL_KINDS.has(r.kind)),
  );
  for (const r of rows) queueMemberEvent(r.user_id, NOTIFICATIONS_CHANGED);
}

/**
 * Removes what an undone action had notified (a withdrawn or switched vote, a cancelled reputation change), so no
 * stale item stays in the lists; the members who lose one have their pages told.
 */
export async function removeNotificationEvents(
  db: Db,
  m: { kind: NotificationKind; objectId: string; triggerUserId: string; action?: string },
): Promise<void> {
  let q = db.deleteFrom('notification_events').where('kind', '=', m.kind).where('object_id', '=', m.objectId).where('trigger_user_id', '=', m.triggerUserId);
  if (m.action !== undefined) q = q.where('action', '=', m.action);
  const gone = await q.returning('user_id').execute();
  for (const r of new Set(gone.map((g) => g.user_id))) queueMemberEvent(r, NOTIFICATIONS_CHANGED);
}

export type NotificationRow = Awaited<ReturnType<typeof findNotificationPage>>['rows'][number];

/** One page of a member's list, newest first, and how many it has in all. */
export async function findNotificationPage(
  db: Db,
  q: { userId: string; type: string; inboxType: string; achievementType: string; page: number; pageSize: number },
) {
  let base = db.selectFrom('notification_events').where('user_id', '=', q.userId).where('type', '=', q.type);
  if (q.type === 'inbox' && q.inboxType !== 'all') base = base.where('inbox_type', '=', q.inboxType);
  // The achievement tabs are kinds: reputation, integrals.
  if (q.type === 'achievement' && q.achievementType !== 'all') base = base.where('kind', '=', q.achievementType);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'trigger_user_id', 'kind', 'object_type', 'object_id', 'question_id', 'action', 'rank', 'read_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** Unread items still under a red dot, per type. */
export async function countRedDots(db: Db, userId: string): Promise<{ inbox: number; achievement: number }> {
  const rows = await db
    .selectFrom('notification_events')
    .select(['type', (eb) => eb.fn.countAll<string>().as('n')])
    .where('user_id', '=', userId)
    .where('red_dot', '=', true)
    .where('read_at', 'is', null)
    .groupBy('type')
    .execute();
  const n = (t: string) => Number(rows.find((r) => r.type === t)?.n ?? 0);
  return { inbox: n('inbox'), achievement: n('achievement') };
}

/** PUT notification/status: the list was opened, its items leave the red dot (they stay unread). */
export async function clearRedDots(db: Db, userId: string, type: string): Promise<void> {
  await db.updateTable('notification_events').set({ red_dot: false }).where('user_id', '=', userId).where('type', '=', type).where('red_dot', '=', true).execute();
}

/** Marks one of the member's items read; answers whether it was theirs and unread. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const r = await db
    .updateTable('notification_events')
    .set({ read_at: new Date(), red_dot: false })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Marks every item of one type read. */
export async function markAllRead(db: Db, userId: string, type: string): Promise<void> {
  await db
    .updateTable('notification_events')
    .set({ read_at: new Date(), red_dot: false })
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('read_at', 'is', null)
    .execute();
}
