// POST question/buy: a member unlocks a paid post. The buyer is the logged-in member (never a request field); the
// price goes from buyer to author less the platform's fee, in one short transaction; the reference `buy:<post>:<buyer>`
// makes a double click, a retry or a second tab charge once.
import type { BodyOf, BuyQuestionResponse, endpoints } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canViewPost, isPriced, readsWithoutBuying } from '../../policies/post-policy.js';
import { insertBuyer } from '../../repositories/ledger-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { postEntry } from './ledger-service.js';
import { pointsErrors } from './points-errors.js';
import { feeOf, readPointsSettings } from './points-settings.js';

export async function buyQuestion(db: Kysely<Database>, buyer: UserRow, { question_id }: BodyOf<typeof endpoints.buyQuestion>): Promise<BuyQuestionResponse> {
  const settings = await readPointsSettings(db);
  return db.transaction().execute(async (trx) => {
    // Shared lock: buys run side by side, while an edit of the price (which locks the row for update and refuses
    // once someone has bought) waits for them, so nobody pays a price that is changing under them.
    const post = await trx
      .selectFrom('posts')
      .select(['id', 'user_id', 'content_type', 'score', 'status', 'show'])
      .where('id', '=', question_id)
      .forShare()
      .executeTakeFirst();
    if (!post || !canViewPost(buyer, post)) throw errors.questionNotFound();
    if (!isPriced(post)) throw pointsErrors.notForSale();
    if (readsWithoutBuying(buyer, post)) throw pointsErrors.alreadyReadable();
    const price = Number(post.score);
    const fee = feeOf(price, settings);
    const entry = await postEntry(trx, {
      kind: 'buy',
      ref: `buy:${post.id}:${buyer.id}`,
      actorUserId: buyer.id,
      objectId: post.id,
      legs: [
        { userId: buyer.id, amount: -price },
        { userId: post.user_id, amount: price - fee },
        { account: 'fees', amount: fee },
      ],
    });
    if (!entry) {
      const me = await trx.selectFrom('users').select('points').where('id', '=', buyer.id).executeTakeFirstOrThrow();
      return { score: Number(me.points), paid: 0 };
    }
    await insertBuyer(trx, { postId: post.id, userId: buyer.id, price, entryId: entry.id });
    return { score: entry.balances.get(buyer.id) ?? 0, paid: price };
  });
}
