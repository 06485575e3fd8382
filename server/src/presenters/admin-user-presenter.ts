import { MailStatus, RoleId, type AdminUserItem } from '@site/shared/contract';
import { effectiveStatus } from '../policies/user-policy.js';
import type { UserRow } from '../repositories/users-repo.js';
import { unix } from './time.js';
import { presentSuspendedUntil } from './user-presenter.js';

const ROLE_NAMES: Record<number, string> = { [RoleId.user]: 'User', [RoleId.admin]: 'Admin', [RoleId.moderator]: 'Moderator' };

/** The admin list's status: like everyone else's, plus 'inactive' for a user who has not confirmed the e-mail. */
export function adminStatus(u: UserRow): AdminUserItem['status'] {
  const status = effectiveStatus(u);
  return status === 'normal' && u.mail_status === MailStatus.inactive ? 'inactive' : status;
}

/** A row of GET admin users/page (Answer's GetUserPageResp); admins see e-mails. */
export function presentAdminUser(u: UserRow): AdminUserItem {
  const status = adminStatus(u);
  return {
    user_id: u.id,
    username: u.username,
    display_name: u.display_name || u.username,
    e_mail: u.e_mail,
    avatar: status === 'deleted' ? '' : u.avatar,
    rank: u.rank,
    role_id: u.role_id,
    role_name: ROLE_NAMES[u.role_id] ?? 'User',
    status,
    created_at: unix(u.created_at),
    deleted_at: unix(u.deleted_at),
    suspended_at: status === 'suspended' ? unix(u.suspended_at) : 0,
    suspended_until: presentSuspendedUntil(u),
  };
}
