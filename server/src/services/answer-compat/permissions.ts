import type { endpoints, PermissionMap, QueryOf } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { hasAnswerPermission } from '../../policies/answer-permission-policy.js';
import type { UserRow } from '../../repositories/users-repo.js';

/**
 * GET permission?action=a,b: each action asked, whether the member holds it and, when not, why (in the request's
 * language). Blank entries are skipped; an empty `action` answers an empty map, as in Answer.
 */
export function permissionsOf(user: UserRow, { action }: QueryOf<typeof endpoints.getPermission>, language: string): PermissionMap {
  const refused = translate('base.forbidden_error', language);
  const actions = new Set(action.split(',').map((a) => a.trim()).filter(Boolean));
  // fromEntries defines own keys, so an action named like an Object.prototype member stays a plain key.
  return Object.fromEntries(
    [...actions].map((key) => {
      const has = hasAnswerPermission(user, key);
      return [key, { has_permission: has, no_permission_tip: has ? '' : refused }];
    }),
  );
}
