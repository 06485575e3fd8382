import { RANKING_DAYS, RANKING_LIMIT, type endpoints, type QueryOf, type UserRanking } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listStaff, mostReputationSince, mostVotesSince, type RankingRow } from '../../repositories/profiles-repo.js';

/** Every staff member user/ranking lists (Answer lists them all; a site has a handful). */
const STAFF_LISTED = 100;

const present = (r: RankingRow) => ({
  username: r.username,
  display_name: r.display_name || r.username,
  avatar: r.avatar,
  rank: Number(r.rank),
  vote_count: Number(r.vote_count),
});

/** GET user/ranking: the week's most reputation gained and most votes cast (20 each), and the staff. */
export async function getUserRanking(db: Kysely<Database>): Promise<UserRanking> {
  const [reputation, votes, staff] = await Promise.all([
    mostReputationSince(db, RANKING_DAYS, RANKING_LIMIT),
    mostVotesSince(db, RANKING_DAYS, RANKING_LIMIT),
    listStaff(db, '', STAFF_LISTED),
  ]);
  return { users_with_the_most_reputation: reputation.map(present), users_with_the_most_vote: votes.map(present), staffs: staff.map(present) };
}

/** GET user/staff: staff whose username or display name starts with the text (Answer's mention helper). */
export async function getUserStaff(db: Kysely<Database>, q: QueryOf<typeof endpoints.getUserStaff>) {
  const rows = await listStaff(db, q.username, q.page_size);
  return rows.map((r) => ({ username: r.username, display_name: r.display_name || r.username, avatar: r.avatar }));
}
