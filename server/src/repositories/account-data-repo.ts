// What a member put on the site, read for their data export, and what deleting their account changes. Every query is
// by the member's own id: the export holds only their rows (never another member's e-mail or votes).
import { PostStatus } from '@site/shared/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { revokeUserTokens } from './tokens-repo.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function exportRows(db: Db, userId: string) {
  const [posts, answers, comments, votes, bookmarks, postings] = await Promise.all([
    db
      .selectFrom('posts as p')
      .select(['p.id', 'p.content_type', 'p.title', 'p.original_text', 'p.status', 'p.created_at'])
      .select((eb) =>
        eb
          .selectFrom('post_tags as pt')
          .innerJoin('tags as t', 't.id', 'pt.tag_id')
          .select(sql<string[]>`coalesce(array_agg(t.slug_name ORDER BY t.slug_name), '{}')`.as('slugs'))
          .whereRef('pt.post_id', '=', 'p.id')
          .as('tags'),
      )
      .where('p.user_id', '=', userId)
      .orderBy('p.id')
      .execute(),
    db.selectFrom('answers').select(['id', 'question_id', 'original_text', 'status', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('comments').select(['id', 'object_id', 'original_text', 'created_at']).where('user_id', '=', userId).where('status', '<>', PostStatus.deleted).orderBy('id').execute(),
    db.selectFrom('votes').select(['object_id', 'object_type', 'value', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('collections').select(['post_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    db
      .selectFrom('ledger_postings as lp')
      .innerJoin('ledger_entries as le', 'le.id', 'lp.entry_id')
      .select(['le.kind', 'lp.amount', 'lp.balance_after', 'le.created_at'])
      .where('lp.user_id', '=', userId)
      .orderBy('lp.id')
      .execute(),
  ]);
  return { posts, answers, comments, votes, bookmarks, postings };
}

/** What still holds the member's points: pending withdrawals, and escrows of their open rewarded posts. */
export async function pointsHeld(db: Db, userId: string): Promise<{ pendingWithdrawals: number; heldInRewards: number }> {
  const pending = await db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirstOrThrow();
  const escrow = await db
    .selectFrom('ledger_accounts as la')
    .innerJoin('posts as p', (j) => j.on(sql<boolean>`p.id = la.object_id`))
    .select(sql<string>`coalesce(sum(la.balance), 0)`.as('held'))
    .where('la.kind', '=', 'escrow')
    .where('p.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { pendingWithdrawals: Number(pending.n), heldInRewards: Number(escrow.held) };
}

/**
 * Takes the member's content down: answers and comments, and posts nobody else has answered (a post others answered
 * stays, as a deleted user's, so their answers are not lost). Answer counts of the posts they answered follow.
 */
export async function removeOwnContent(trx: Transaction<Database>, userId: string): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('posts as p')
    .set({ status: PostStatus.deleted })
    .where('p.user_id', '=', userId)
    .where('p.status', '<>', PostStatus.deleted)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('answers as a').select('a.id').whereRef('a.question_id', '=', 'p.id').where('a.user_id', '<>', userId).where('a.status', '<>', PostStatus.deleted))),
    )
    .execute();
  await trx.updateTable('answers').set({ status: PostStatus.deleted, deleted_at: now }).where('user_id', '=', userId).where('status', '<>', PostStatus.deleted).execute();
  await trx.updateTable('comments').set({ status: PostStatus.deleted }).where('user_id', '=', userId).execute();
  await sql`
    UPDATE posts p SET answer_count = (SELECT count(*) FROM answers a WHERE a.question_id = p.id AND a.status <> ${PostStatus.deleted})
    WHERE p.id IN (SELECT question_id FROM answers WHERE user_id = ${userId})`.execute(trx);
}

/**
 * Erases the member's personal data and closes the account: no e-mail, name, password, profile, sessions, third-party
 * logins, pending links, bookmarks or follows; the username becomes `deleted_<id>` (the row stays, so what others
 * see of the kept content says "deleted user").
 */
export async function eraseAccount(trx: Transaction<Database>, userId: string): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('users')
    .set({
      status: 'deleted',
      deleted_at: now,
      username: `deleted_${userId}`,
      e_mail: `deleted_${userId}@deleted.invalid`,
      pass_hash: '',
      display_name: '',
      avatar: '',
      bio: '',
      bio_html: '',
      website: '',
      location: '',
    })
    .where('id', '=', userId)
    .execute();
  await revokeUserTokens(trx, userId);
  await trx.deleteFrom('user_external_logins').where('user_id', '=', userId).execute();
  await trx.deleteFrom('email_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('collections').where('user_id', '=', userId).execute();
  await trx.deleteFrom('post_follows').where('user_id', '=', userId).execute();
  await trx.deleteFrom('tag_follows').where('user_id', '=', userId).execute();
}
