import { RoleId } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NOTIFICATIONS_CHANGED } from '../../repositories/notification-events-repo.js';
import { queueMemberEvent } from '../member-events/pending-member-events.js';

/**
 * The review queue changed: every moderator's and admin's open pages get their badge (notification status'
 * `revision`) pushed once the request succeeds, instead of waiting for the next poll.
 */
export async function tellStaff(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  const staff = await db.selectFrom('users').select('id').where('role_id', 'in', [RoleId.admin, RoleId.moderator]).where('deleted_at', 'is', null).execute();
  for (const s of staff) queueMemberEvent(s.id, NOTIFICATIONS_CHANGED);
}
