import type { endpoints, PermissionMap, QueryOf } from '@site/shared/contract';
import { translate, translateWith } from '@site/shared/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { answerPermission } from '../../policies/answer-permission-policy.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { currentRank, privilegeTable } from '../privilege/privilege-service.js';

/**
 * GET permission?action=a,b: each action asked, whether the member holds it and, when not, why (in the request's
 * language): the reputation it needs (Answer's "You need at least N reputation to do this."), or Answer's general
 * refusal for what reputation does not unlock. Blank entries are skipped; an empty `action` answers an empty map.
 */
export async function permissionsOf(
  db: Kysely<Database>,
  user: UserRow,
  { action }: QueryOf<typeof endpoints.getPermission>,
  language: string,
): Promise<PermissionMap> {
  const actions = new Set(action.split(',').map((a) => a.trim()).filter(Boolean));
  if (actions.size === 0) return {};
  const [table, rank] = await Promise.all([privilegeTable(db), currentRank(db, user.id)]);
  // fromEntries defines own keys, so an action named like an Object.prototype member stays a plain key.
  return Object.fromEntries(
    [...actions].map((key) => {
      const { has, needRank } = answerPermission(user, rank, table, key);
      const tip = has
        ? ''
        : needRank > 0
          ? translateWith('error.rank.no_enough_rank_to_operate', language, { rank: needRank })
          : translate('error.rank.fail_to_meet_the_condition', language);
      return [key, { has_permission: has, no_permission_tip: tip }];
    }),
  );
}
