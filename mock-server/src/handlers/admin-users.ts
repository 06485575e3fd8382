import type { HttpHandler } from 'msw';
import { endpoints, RoleId, type AdminUserDetail, type AdminUserItem, type LoggedUser } from '@site/shared/contract';
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

const asAdminDetail = (u: LoggedUser): AdminUserDetail => ({
  ...asAdminItem(u),
  bio: u.bio,
  website: u.website,
  location: u.location,
  mail_status: u.mail_status,
  last_login_date: FIXTURE_NOW - 3600,
  question_count: u.question_count,
  answer_count: u.answer_count,
  comment_count: 2,
  follow_count: u.follow_count,
  score: u.score,
});

/** Answer's three roles, as the server names them in en_US. */
export const mockRoles = [
  { id: RoleId.user, name: 'User', description: 'Default with no special access.' },
  { id: RoleId.admin, name: 'Admin', description: 'Have the full power to access the site.' },
  { id: RoleId.moderator, name: 'Moderator', description: 'Has access to all posts except admin settings.' },
];

/**
 * Admin calls on users: the users page (as the grant form's member look-up reads it), one user, the roles, and the
 * changes (accepted as they come). Every fixture user whatever the query: matching names, e-mails and `id:<n>`,
 * self-operation, per-line bulk-add errors are the server's rules, tested there; a component test that needs a
 * refusal overrides the endpoint with `cannedAnswer`.
 */
export const adminUsersHandlers: HttpHandler[] = [
  handle(endpoints.getAdminUsersPage, ({ query }) => {
    const found = Object.values(users);
    const start = (query.page - 1) * query.page_size;
    return { count: found.length, list: found.slice(start, start + query.page_size).map(asAdminItem) };
  }),
  handle(endpoints.getAdminUser, ({ query }) => {
    const found = Object.values(users).find((u) => u.id === query.user_id) ?? users.activated;
    return asAdminDetail(found);
  }),
  handle(endpoints.getRoles, () => mockRoles),
  handle(endpoints.getUserActivation, ({ query }) => ({ activation_url: `http://localhost/users/account-activation?code=mock-${query.user_id}` })),
  handle(endpoints.activateUser, () => null),
  handle(endpoints.addUsers, () => null),
  handle(endpoints.addUser, () => null),
  handle(endpoints.editUserProfile, () => null),
  handle(endpoints.sendUserActivation, () => null),
  handle(endpoints.updateUserStatus, () => null),
  handle(endpoints.updateUserRole, () => null),
  handle(endpoints.setUserPassword, () => null),
];
