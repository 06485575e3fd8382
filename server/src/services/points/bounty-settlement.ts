// Bounties end (the admin sets how many days they run). One that ends without an accepted answer is settled by the
// site: its escrow goes to the highest-voted answer with at least the admin's minimum of votes (the earliest of a
// tie; never the author's own), or back to the author when there is none. Settling is a sweep any instance may run
// at any time: each post is claimed with FOR UPDATE SKIP LOCKED and marked settled in the same transaction, and
// its ledger entry carries the reference `bounty_settled:<post>`, so with several instances (or after a restart
// half-way) every bounty is settled exactly once. Nothing lives in memory: a restart simply sweeps again.
import { ContentType, PostStatus } from '@site/shared/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { systemAccountBalance } from '../../repositories/ledger-repo.js';
import { postEntry } from './ledger-service.js';
import { readPointsSettings } from './points-settings.js';

type Trx = Transaction<Database>;

export interface Settlement {
  postId: string;
  /** Who got the escrow: the best answer's author, or the post's author (refund). */
  paidTo: string;
  answerId: string | null;
  amount: number;
}

/** Claims one ended, unsettled bounty (skipping any another instance holds), or null when none is left. */
async function claimEnded(trx: Trx) {
  return trx
    .selectFrom('posts')
    .select(['id', 'user_id', 'content_type', 'score'])
    .where('content_type', '=', ContentType.bounty)
    .where('bounty_settled_at', 'is', null)
    .where('bounty_ends_at', '<=', sql<Date>`now()`)
    .where('accepted_answer_id', 'is', null)
    .where('status', 'in', [PostStatus.normal, PostStatus.closed])
    .orderBy('bounty_ends_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

async function bestAnswer(trx: Trx, post: { id: string; user_id: string }, minVotes: number) {
  return trx
    .selectFrom('answers')
    .select(['id', 'user_id'])
    .where('question_id', '=', post.id)
    .where('status', '=', 1)
    .where('user_id', '!=', post.user_id)
    .where('vote_count', '>=', minVotes)
    .orderBy('vote_count', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Settles one ended bounty, or answers null when none is waiting. */
export async function settleOneBounty(db: Kysely<Database>): Promise<Settlement | null> {
  const settings = await readPointsSettings(db);
  return db.transaction().execute(async (trx) => {
    const post = await claimEnded(trx);
    if (!post) return null;
    await trx.updateTable('posts').set({ bounty_settled_at: sql`now()` }).where('id', '=', post.id).execute();
    const held = await systemAccountBalance(trx, 'escrow', post.id);
    const winner = await bestAnswer(trx, post, Math.max(settings.bountyMinVotes, 0));
    const paidTo = winner?.user_id ?? post.user_id;
    if (held > 0) {
      await postEntry(trx, {
        kind: winner ? 'bounty_awarded' : 'bounty_refund',
        ref: `bounty_settled:${post.id}`,
        actorUserId: null,
        objectId: winner?.id ?? post.id,
        legs: [
          { account: 'escrow', objectId: post.id, amount: -held },
          { userId: paidTo, amount: held },
        ],
      });
    }
    return { postId: post.id, paidTo, answerId: winner?.id ?? null, amount: held };
  });
}

/** Settles every ended bounty waiting now; answers how many. */
export async function settleEndedBounties(db: Kysely<Database>): Promise<Settlement[]> {
  const done: Settlement[] = [];
  for (let s = await settleOneBounty(db); s; s = await settleOneBounty(db)) done.push(s);
  return done;
}
