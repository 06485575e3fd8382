import type { BodyOf, endpoints, NotificationItem, NotificationStatus, QueryOf } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  clearRedDots,
  countRedDots,
  findNotificationPage,
  markAllRead,
  markRead,
  NOTIFICATIONS_CHANGED,
} from '../../repositories/notification-events-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { isStaff } from '../../policies/user-policy.js';
import { queueMemberEvent } from '../member-events/pending-member-events.js';
import { countReviewWork } from '../review/reviewing-type-service.js';
import { presentNotifications } from './notification-presenter.js';

type Db = Kysely<Database>;

/**
 * GET notification/status: the red dots; for staff (who review), everything waiting in the review queue (Answer's
 * `revision`): queued and flagged posts, and suggested edits.
 */
export async function notificationStatus(db: Db, user: UserRow): Promise<NotificationStatus> {
  const dots = await countRedDots(db, user.id);
  if (!isStaff(user)) return { ...dots, revision: 0, can_revision: false, badge_award: null };
  const work = await countReviewWork(db);
  return { ...dots, revision: work.queued + work.flagged + work.edits, can_revision: true, badge_award: null };
}

/** GET notification/page: one page of the inbox (by tab) or the achievements, as the member may still see them. */
export async function notificationPage(
  db: Db,
  user: UserRow,
  q: QueryOf<typeof endpoints.getNotificationPage>,
  lang: string,
): Promise<{ count: number; list: NotificationItem[] }> {
  const { rows, count } = await findNotificationPage(db, { userId: user.id, type: q.type, inboxType: q.inbox_type, achievementType: q.achievement_type, page: q.page, pageSize: q.page_size });
  const list = await presentNotifications(db, user, rows, (key) => translate(key, lang));
  return { count, list };
}

/** PUT notification/status: the member opened the list; its red dot goes (the items stay unread). */
export async function clearNotificationStatus(db: Db, user: UserRow, body: BodyOf<typeof endpoints.clearNotificationStatus>) {
  await clearRedDots(db, user.id, body.type);
  // The member's other pages drop the badge too.
  queueMemberEvent(user.id, NOTIFICATIONS_CHANGED);
  return notificationStatus(db, user);
}

/** PUT notification/read/state: one item read; someone else's id or an unknown one changes nothing (as Answer). */
export async function readNotification(db: Db, user: UserRow, body: BodyOf<typeof endpoints.readNotification>): Promise<null> {
  if (await markRead(db, user.id, body.id)) queueMemberEvent(user.id, NOTIFICATIONS_CHANGED);
  return null;
}

/** PUT notification/read/state/all: every item of one type read. */
export async function readAllNotifications(db: Db, user: UserRow, body: BodyOf<typeof endpoints.readAllNotifications>): Promise<null> {
  await markAllRead(db, user.id, body.type);
  queueMemberEvent(user.id, NOTIFICATIONS_CHANGED);
  return null;
}
