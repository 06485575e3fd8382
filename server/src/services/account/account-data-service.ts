// A member's own data: the export (everything they wrote, voted, bookmarked and their points statement) and
// deleting their account. Deleting asks for the password, or, for an account without one, a link mailed to its
// address; it is refused while points of theirs are still owed or held (withdraw or spend them first: points are
// money, and a closed account could not receive a refund). The erasure and the content choice happen in one
// transaction.
import { ACCOUNT_DATA_VERSION, type AccountData } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, errors } from '../../errors/app-error.js';
import { unix } from '../../presenters/time.js';
import { eraseAccount, exportRows, pointsHeld, removeOwnContent } from '../../repositories/account-data-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { isAdmin } from '../../policies/user-policy.js';
import { emailKey, userKey } from '../rate-limit/rate-limiter.js';
import type { AccountDeps } from './deps.js';
import { issueEmailCode, useEmailCode } from './email-codes.js';
import { verifyPassword } from './password-hash.js';

const refuse = (reason: string) => new AppError(400, reason, { err_type: 'alert' });

/** GET user/data/export. */
export async function exportAccountData(deps: AccountDeps, user: UserRow): Promise<AccountData> {
  await deps.limiter.hit(['data_export_user', userKey(user.id)]);
  const rows = await exportRows(deps.state.db, user.id);
  return {
    format: 'site-account-data',
    version: ACCOUNT_DATA_VERSION,
    exported_at: unix(new Date()),
    profile: {
      id: user.id,
      username: user.username,
      display_name: user.display_name,
      e_mail: user.e_mail,
      bio: user.bio,
      website: user.website,
      location: user.location,
      language: user.language,
      rank: user.rank,
      points: Number(user.points),
      created_at: unix(user.created_at),
    },
    posts: rows.posts.map((p) => ({ id: p.id, content_type: p.content_type, title: p.title, content: p.original_text, tags: p.tags ?? [], status: p.status, created_at: unix(p.created_at) })),
    answers: rows.answers.map((a) => ({ id: a.id, question_id: a.question_id, content: a.original_text, status: a.status, created_at: unix(a.created_at) })),
    comments: rows.comments.map((c) => ({ id: c.id, object_id: c.object_id, content: c.original_text, created_at: unix(c.created_at) })),
    votes: rows.votes.map((v) => ({ object_id: v.object_id, object_type: v.object_type, vote: v.value > 0 ? ('up' as const) : ('down' as const), created_at: unix(v.created_at) })),
    bookmarks: rows.bookmarks.map((b) => ({ object_id: b.post_id, created_at: unix(b.created_at) })),
    points_statement: rows.postings.map((p) => ({ kind: p.kind, amount: Number(p.amount), balance_after: Number(p.balance_after), created_at: unix(p.created_at) })),
  };
}

/** Whether the account may close now (read again inside the deleting transaction). */
async function checkClosable(db: Kysely<Database>, user: UserRow): Promise<void> {
  if (isAdmin(user)) throw refuse('error.account.admin_cannot_delete');
  if (Number(user.points) > 0) throw refuse('error.account.points_left');
  const held = await pointsHeld(db, user.id);
  if (held.pendingWithdrawals > 0) throw refuse('error.account.withdrawal_pending');
  if (held.heldInRewards > 0) throw refuse('error.account.rewards_held');
}

/** In the caller's transaction: the row locked and read again (points or a role that changed meanwhile still count). */
async function closeAccount(trx: Transaction<Database>, userId: string, keepContent: boolean): Promise<void> {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
  if (!user || user.status === 'deleted' || user.deleted_at) throw errors.linkExpired();
  await checkClosable(trx, user as UserRow);
  if (!keepContent) await removeOwnContent(trx, userId);
  await eraseAccount(trx, userId);
}

/** POST user/account/delete: with the password (wrong tries are limited per account). */
export async function deleteAccount(deps: AccountDeps, user: UserRow, input: { password: string; keep_content: boolean }): Promise<null> {
  await checkClosable(deps.state.db, user);
  if (user.pass_hash === '') throw errors.fields([{ field: 'password', message: 'error.account.delete_password_required' }]);
  await deps.limiter.hit(['account_delete_user', userKey(user.id)]);
  if (!(await verifyPassword(user.pass_hash, input.password))) throw errors.fields([{ field: 'password', message: 'error.password.incorrect' }]);
  await deps.state.db.transaction().execute((trx) => closeAccount(trx, user.id, input.keep_content));
  return null;
}

/** POST user/account/delete/mail: the confirming link, with the member's choice in the code. */
export async function mailAccountDeletion(deps: AccountDeps, user: UserRow, input: { keep_content: boolean }, browser?: string): Promise<null> {
  await checkClosable(deps.state.db, user);
  await deps.limiter.hit(['mail_user', userKey(user.id)], ['mail_to', emailKey(user.e_mail)]);
  const code = await issueEmailCode(deps.state.db, user.id, 'account_deletion', { keep_content: input.keep_content });
  await deps.mailer.send('account_deletion', { email: user.e_mail, member: user.language, browser }, code);
  return null;
}

/**
 * POST user/account/delete/confirm: the mailed link's code deletes the account it was sent for. One transaction: a
 * refusal (points left meanwhile) leaves the code unused, so the link still works once the member has sorted it out.
 */
export async function confirmAccountDeletion(deps: AccountDeps, input: { code: string }): Promise<null> {
  await deps.state.db.transaction().execute(async (trx) => {
    const row = await useEmailCode(trx, input.code, 'account_deletion');
    await closeAccount(trx, row.user_id, row.payload.keep_content !== false);
  });
  return null;
}
