import type { Transaction } from 'kysely';
import type { ActivityType, Database, RevisionObjectType } from '../../db/schema.js';
import { isStaff } from '../../policies/user-policy.js';
import { findRevisionById, REVISION_SHOWN } from '../../repositories/revisions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { revisionErrors } from './revision-errors.js';

/**
 * The timeline entry of an edit: 'rollback' when staff send an earlier revision's content with its id (Answer rolls
 * back through the edit call the same way), else the default (edited). Refuses a member's rollback and a revision
 * that is not a shown one of this object.
 */
export async function editActivity(
  trx: Transaction<Database>,
  user: UserRow,
  objectType: RevisionObjectType,
  objectId: string,
  rollbackRevisionId: string | undefined,
): Promise<ActivityType | undefined> {
  if (!rollbackRevisionId) return undefined;
  if (!isStaff(user)) throw revisionErrors.rollbackForbidden();
  const rev = await findRevisionById(trx, rollbackRevisionId);
  if (!rev || rev.object_type !== objectType || rev.object_id !== objectId || rev.status !== REVISION_SHOWN) throw revisionErrors.rollbackInvalid();
  return 'rollback';
}
