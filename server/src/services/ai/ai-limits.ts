// The AI limits: requests (replies and pictures alike) per member in the last 24 hours and per site in the last
// minute. A request counts when it starts (a stopped or failed one still used the provider), so starting and
// stopping cannot get round a limit.
// Counting and recording happen in one short transaction under one advisory lock, so concurrent requests cannot
// all pass on the same count.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { aiErrors } from './ai-errors.js';

const LIMIT_LOCK = 0x41_49_4c_4d; // "AILM"

export interface AiLimits {
  member_daily_limit: number;
  site_minute_limit: number;
}

/** What a request is for: a reply about a post, an answer or a comment, or a picture. */
export type AiRequestFor = { kind: 'reply'; objectId: string } | { kind: 'picture' };

/** Records one AI request for the member (its id), or refuses it (nothing recorded) when a limit is reached. */
export async function reserveAiRequest(db: Kysely<Database>, userId: string, what: AiRequestFor, limits: AiLimits): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LIMIT_LOCK})`.execute(trx);
    const counts = await trx
      .selectFrom('ai_requests')
      .select([
        sql<string>`count(*) FILTER (WHERE user_id = ${userId} AND created_at > now() - interval '24 hours')`.as('member'),
        sql<string>`count(*) FILTER (WHERE created_at > now() - interval '1 minute')`.as('site'),
      ])
      .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
      .executeTakeFirstOrThrow();
    if (Number(counts.member) >= limits.member_daily_limit) throw aiErrors.memberLimit();
    if (Number(counts.site) >= limits.site_minute_limit) throw aiErrors.siteLimit();
    const row = await trx.insertInto('ai_requests').values({ user_id: userId, kind: what.kind, object_id: what.kind === 'reply' ? what.objectId : null }).returning('id').executeTakeFirstOrThrow();
    return String(row.id);
  });
}
