// Whether a reputation allows an action, pure: the services that read the table and the member's reputation
// (services/privilege) and the policies that decide with them (answer permissions, edit or suggest) ask here.
import type { PrivilegeKey } from '@site/shared/contract';
import { isStaffRole } from '@site/shared/policies';
import type { PrivilegeTable } from './privilege-table.js';

/**
 * The rule itself: staff hold every privilege; others when their reputation reaches what the table asks. Every
 * check (requirePrivilege, hasPrivilege, GET permission) comes here.
 */
export function meetsPrivilege(user: { role_id: number }, rank: number, table: PrivilegeTable, key: PrivilegeKey): boolean {
  return isStaffRole(user.role_id) || rank >= table[key];
}
