import { MailStatus, RoleId, type BodyOf, type endpoints } from '@site/shared/contract';
import { sql } from 'kysely';
import { errors, type FieldProblem } from '../../errors/app-error.js';
import { uniqueViolation } from '../../repositories/account-repo.js';
import { findUserByIdIncludingDeleted, isUsernameTaken, updateUserColumns, type UserRow } from '../../repositories/users-repo.js';
import type { SiteState } from '../../state/site-state.js';
import type { AccountMailer } from '../account/account-mailer.js';
import { issueEmailCode } from '../account/email-codes.js';
import { hashPassword } from '../account/password-hash.js';
import { usernameCandidates } from '../connector/external-user.js';
import { randomInt } from 'node:crypto';
import { isActivated } from '../../policies/user-policy.js';

/** Whether another account already has this e-mail (case-insensitive, as sign-up checks it). */
async function isEmailTaken(state: SiteState, email: string, exceptUserId = '0'): Promise<boolean> {
  const row = await state.db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(e_mail)`, '=', email.toLowerCase())
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * POST admin user: one member, activated at once (the admin vouches for the address, as Answer does), with a
 * username made from the display name or the e-mail, like bulk add.
 */
export async function addUser(state: SiteState, input: BodyOf<typeof endpoints.addUser>): Promise<null> {
  if (await isEmailTaken(state, input.email)) throw errors.fields([{ field: 'email', message: 'error.email.duplicate' }]);
  const passHash = await hashPassword(input.password);
  const wanted = usernameCandidates(input.display_name, input.email);
  const used = new Set((await state.db.selectFrom('users').select('username').where('username', 'in', wanted).execute()).map((r) => r.username));
  const username = wanted.find((c) => !used.has(c)) ?? `user${randomInt(1_000_000, 100_000_000)}`;
  try {
    await state.db
      .insertInto('users')
      .values({ username, e_mail: input.email, pass_hash: passHash, display_name: input.display_name, role_id: RoleId.user, mail_status: MailStatus.active })
      .execute();
  } catch (err) {
    // Registered meanwhile: the same answer as when it was taken before.
    if (uniqueViolation(err) === 'e_mail') throw errors.fields([{ field: 'email', message: 'error.email.duplicate' }]);
    throw err;
  }
  return null;
}

/** The member an admin edits or mails: never the admin themself, never a deleted account. */
async function memberOf(state: SiteState, admin: UserRow, userId: string): Promise<UserRow> {
  if (userId === admin.id) throw errors.cannotActOnSelf();
  const user = await findUserByIdIncludingDeleted(state.db, userId);
  if (!user) throw errors.userNotFound();
  if (user.deleted_at || user.status === 'deleted') throw errors.userDeleted();
  return user;
}

/**
 * PUT admin user/profile: username, display name and e-mail. Taken names and addresses are field errors with the
 * sign-up's messages. A new address keeps the account's activation: the admin vouches for it.
 */
export async function editUserProfile(state: SiteState, admin: UserRow, input: BodyOf<typeof endpoints.editUserProfile>): Promise<null> {
  const user = await memberOf(state, admin, input.user_id);
  const problems: FieldProblem[] = [];
  const username = input.username ?? user.username;
  if (username !== user.username && (await isUsernameTaken(state.db, username, user.id))) problems.push({ field: 'username', message: 'error.user.name_taken' });
  if (await isEmailTaken(state, input.email, user.id)) problems.push({ field: 'email', message: 'error.email.duplicate' });
  if (problems.length) throw errors.fields(problems);
  try {
    await updateUserColumns(state.db, user.id, { username, display_name: input.display_name, e_mail: input.email });
  } catch (err) {
    const which = uniqueViolation(err);
    if (which === 'username') throw errors.fields([{ field: 'username', message: 'error.user.name_taken' }]);
    if (which === 'e_mail') throw errors.fields([{ field: 'email', message: 'error.email.duplicate' }]);
    throw err;
  }
  return null;
}

/**
 * POST admin users/activation: mails the member a new activation link (the same single-use link sign-up sends). The
 * admin waits for the delivery: a failure is a toast they can act on (check SMTP, or hand the link over instead).
 */
export async function sendUserActivation(
  state: SiteState,
  mailer: AccountMailer,
  admin: UserRow,
  { user_id }: BodyOf<typeof endpoints.sendUserActivation>,
): Promise<null> {
  const user = await memberOf(state, admin, user_id);
  if (isActivated(user)) throw errors.badRequest('error.admin_users.already_active', 'toast');
  const code = await issueEmailCode(state.db, user.id, 'activation', { e_mail: user.e_mail });
  // The admin's browser says nothing of the member's language: theirs, else the site's.
  await mailer.send('activation', { email: user.e_mail, member: user.language }, code);
  return null;
}
