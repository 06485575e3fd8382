import type { HttpHandler } from 'msw';
import { endpoints, RoleId, type AdminUserItem, type LoggedUser } from '@site/shared/contract';
import { FIXTURE_NOW } from '../factories.js';
import { users } from '../fixtures/index.js';
import { handle } from '../handle.js';

const ROLE_NAMES: Record<number, string> = { [RoleId.admin]: 'Admin', [RoleId.moderator]: 'Moderator' };

const asAdminItem = (u: LoggedUser): AdminUserItem => ({
  user_id: u.id,
  username: u.username,
  display_name: u.display_name,
  e_mail: u.e_mail,
  avatar: u.avatar,
  rank: u.rank,
  role_id: u.role_id,
  role_name: ROLE_NAMES[u.role_id] ?? 'User',
  status: u.status,
  created_at: FIXTURE_NOW - 86_400 * 30,
  deleted_at: 0,
  suspended_at: 0,
  suspended_until: u.suspended_until,
});

/**
 * Admin calls on users: the users page (as the grant form's member look-up reads it). Every fixture user whatever the
 * query: matching names, e-mails and `id:<n>` is the server's rule, tested there.
 */
export const adminUsersHandlers: HttpHandler[] = [
  handle(endpoints.getAdminUsersPage, ({ query }) => {
    const found = Object.values(users);
    const start = (query.page - 1) * query.page_size;
    return { count: found.length, list: found.slice(start, start + query.page_size).map(asAdminItem) };
  }),
];
