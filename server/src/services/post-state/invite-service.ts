import { MailStatus, PostStatus, USER_SEARCH_LIMIT, type BodyOf, type endpoints, type QueryOf } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { mayInteract } from '../../policies/post-policy.js';
import { isStaff, isSuspended } from '../../policies/user-policy.js';
import { presentUserBasic } from '../../presenters/user-presenter.js';
import { recordNotificationEvents } from '../../repositories/notification-events-repo.js';
import { findPostById } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { requirePrivilege } from '../privilege/privilege-service.js';
import { postStateErrors } from './post-state-errors.js';
import { findVisiblePost } from '../question/visible-post.js';

/** Users who can be invited or found: activated, not deleted; suspended ones are filtered after the query. */
const activeUsers = (db: Kysely<Database>) =>
  db.selectFrom('users').selectAll().where('deleted_at', 'is', null).where('mail_status', '=', MailStatus.active).where('status', '<>', 'deleted');

/** GET question/invite: the people invited to answer the post (anyone who can see the post may see them). */
export async function getQuestionInvites(db: Kysely<Database>, viewer: UserRow | null, { id }: QueryOf<typeof endpoints.getQuestionInvite>) {
  const post = await findVisiblePost(db, viewer, id);
  const rows = await db
    .selectFrom('question_invites as qi')
    .innerJoin('users as u', 'u.id', 'qi.user_id')
    .selectAll('u')
    .where('qi.question_id', '=', post.id)
    .orderBy('qi.created_at')
    .orderBy('u.id')
    .execute();
  return rows.map(presentUserBasic);
}

/**
 * PUT question/invite: the list becomes `invite_user` (usernames). New invitees get an 'invite' notification event.
 * Someone already invited is taken off only by whoever invited them, the post's author or staff; the others stay.
 * The post's author and the inviter themselves are never invited.
 */
export async function updateQuestionInvites(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.updateQuestionInvite>) {
  const post = await findPostById(db, b.id);
  if (!post || !mayInteract(user, post)) throw errors.questionNotFound();
  if (post.status !== PostStatus.normal) throw postStateErrors.inviteClosed();
  await requirePrivilege(db, user, 'rank.answer.invite_someone_to_answer');
  const names = [...new Set(b.invite_user.map((n) => n.trim()).filter(Boolean))];
  const found = names.length ? await activeUsers(db).where('username', 'in', names).execute() : [];
  const usable = found.filter((u) => !isSuspended(u));
  if (usable.length !== names.length) throw errors.fields([{ field: 'invite_user', message: 'error.question.invite_user_not_found' }]);
  const wanted = new Set(usable.map((u) => u.id).filter((uid) => uid !== post.user_id && uid !== user.id));
  const manager = isStaff(user) || user.id === post.user_id;
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('question_invites').select(['user_id', 'inviter_id']).where('question_id', '=', post.id).forUpdate().execute();
    const removable = current.filter((r) => !wanted.has(r.user_id) && (manager || r.inviter_id === user.id)).map((r) => r.user_id);
    if (removable.length) await trx.deleteFrom('question_invites').where('question_id', '=', post.id).where('user_id', 'in', removable).execute();
    const toAdd = [...wanted].filter((uid) => !current.some((r) => r.user_id === uid));
    if (toAdd.length === 0) return;
    const added = await trx
      .insertInto('question_invites')
      .values(toAdd.map((uid) => ({ question_id: post.id, user_id: uid, inviter_id: user.id })))
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .execute();
    await recordNotificationEvents(
      trx,
      added.map((r) => ({ userId: r.user_id, triggerUserId: user.id, kind: 'invite', objectType: 'question', objectId: post.id, questionId: post.id })),
    );
  });
  return null;
}

const likePrefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET user/info/search: a few activated members whose username or display name starts with the text. */
export async function searchUsers(db: Kysely<Database>, { username }: QueryOf<typeof endpoints.searchUserInfo>) {
  const prefix = likePrefix(username);
  const rows = await activeUsers(db)
    .where((eb) => eb.or([eb(sql`lower(username)`, 'like', prefix), eb(sql`lower(display_name)`, 'like', prefix)]))
    // Exact username first, then shorter names (closer matches), then alphabetical.
    .orderBy(sql`lower(username) = ${username.toLowerCase()}`, 'desc')
    .orderBy(sql`length(username)`)
    .orderBy('username')
    .limit(USER_SEARCH_LIMIT * 2)
    .execute();
  return rows.filter((u) => !isSuspended(u)).slice(0, USER_SEARCH_LIMIT).map(presentUserBasic);
}
