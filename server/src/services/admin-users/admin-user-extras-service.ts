import { MailStatus, RoleId, type AdminUserDetail, type BodyOf, type endpoints, type QueryOf, type Role } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { errors } from '../../errors/app-error.js';
import { presentAdminUser } from '../../presenters/admin-user-presenter.js';
import { unix } from '../../presenters/time.js';
import { markEmailVerified } from '../../repositories/account-repo.js';
import { COMMENT_NORMAL } from '../../repositories/comments-repo.js';
import { readSetting } from '../../repositories/settings-repo.js';
import { findUserByIdIncludingDeleted, type UserRow } from '../../repositories/users-repo.js';
import type { SiteState } from '../../state/site-state.js';
import { isActivated } from '../../policies/user-policy.js';
import { LINK_PATHS, siteLink } from '../mail/templates.js';
import { issueEmailCode } from '../account/email-codes.js';

/** A user the admin may act on for activation: not themself, existing, not deleted. */
async function activationTarget(state: SiteState, admin: UserRow, userId: string): Promise<UserRow> {
  if (userId === admin.id) throw errors.cannotActOnSelf();
  const user = await findUserByIdIncludingDeleted(state.db, userId);
  if (!user) throw errors.userNotFound();
  if (user.deleted_at || user.status === 'deleted') throw errors.userDeleted();
  if (isActivated(user)) throw errors.badRequest('error.admin_users.already_active', 'toast');
  return user;
}

/**
 * GET admin user/activation: a fresh activation link (as Answer answers it), for the admin to hand to a member
 * whose mail did not arrive. It is the same single-use link the activation mail carries, and expires as that does.
 */
export async function getUserActivation(state: SiteState, admin: UserRow, { user_id }: QueryOf<typeof endpoints.getUserActivation>) {
  const user = await activationTarget(state, admin, user_id);
  const general = ((await readSetting(state.db, 'general')) ?? {}) as { site_url?: unknown };
  const siteUrl = typeof general.site_url === 'string' ? general.site_url : '';
  const code = await issueEmailCode(state.db, user.id, 'activation', { e_mail: user.e_mail });
  return { activation_url: siteLink({ siteName: '', siteUrl }, LINK_PATHS.activation, code) };
}

/** POST admin user/activation: marks the member's e-mail confirmed, no link needed. */
export async function activateUser(state: SiteState, admin: UserRow, { user_id }: BodyOf<typeof endpoints.activateUser>): Promise<null> {
  const user = await activationTarget(state, admin, user_id);
  await markEmailVerified(state.db, user.id, user.e_mail);
  return null;
}

const ROLE_KEYS: [number, string][] = [
  [RoleId.user, 'user'],
  [RoleId.admin, 'admin'],
  [RoleId.moderator, 'moderator'],
];

/** GET admin roles: Answer's three roles, names and descriptions in the request language. */
export function getRoles(lang: string): Role[] {
  return ROLE_KEYS.map(([id, key]) => ({ id, name: translate(`role.${key}.name`, lang), description: translate(`role.${key}.description`, lang) }));
}

/** GET admin user: one user's page (deleted users too: the admin may look at what is left). */
export async function getAdminUser(state: SiteState, { user_id }: QueryOf<typeof endpoints.getAdminUser>): Promise<AdminUserDetail> {
  const user = await findUserByIdIncludingDeleted(state.db, user_id);
  if (!user) throw errors.userNotFound();
  const comments = await state.db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', user.id)
    .where('status', '=', COMMENT_NORMAL)
    .executeTakeFirstOrThrow();
  return {
    ...presentAdminUser(user),
    bio: user.bio,
    website: user.website,
    location: user.location,
    mail_status: user.mail_status === MailStatus.active ? MailStatus.active : MailStatus.inactive,
    last_login_date: unix(user.last_login_at),
    question_count: user.question_count,
    answer_count: user.answer_count,
    comment_count: Number(comments.n),
    follow_count: user.follow_count,
    score: Number(user.points),
  };
}
