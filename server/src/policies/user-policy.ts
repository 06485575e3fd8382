import { MailStatus, RoleId } from '@site/shared/contract';
import { isStaffRole, type Actor } from '@site/shared/policies';
import type { UserRow } from '../repositories/users-repo.js';

/** Suspension ends by itself when suspended_until has passed. */
type StatusFields = Pick<UserRow, 'status' | 'suspended_until' | 'deleted_at'>;

export function isSuspended(user: StatusFields, now = Date.now()): boolean {
  if (user.status !== 'suspended') return false;
  return !user.suspended_until || user.suspended_until.getTime() > now;
}

export const isActivated = (user: UserRow) => user.mail_status === MailStatus.active;
export const isAdmin = (user: UserRow) => user.role_id === RoleId.admin;
export const isStaff = (user: UserRow) => isStaffRole(user.role_id);

/** The user as the shared rules (@site/shared/policies) read it: the suspension is judged now. */
export function actorOf(user: UserRow): Actor;
export function actorOf(user: UserRow | null): Actor | null;
export function actorOf(user: UserRow | null): Actor | null {
  return user && { id: user.id, role_id: user.role_id, mail_status: user.mail_status, suspended: isSuspended(user) };
}

/** The status shown to clients (`suspended` only while it lasts). */
export function effectiveStatus(user: StatusFields): 'normal' | 'inactive' | 'suspended' | 'deleted' {
  if (user.deleted_at || user.status === 'deleted') return 'deleted';
  if (user.status === 'suspended') return isSuspended(user) ? 'suspended' : 'normal';
  return user.status === 'inactive' ? 'inactive' : 'normal';
}
