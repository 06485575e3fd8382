import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface PostDigest {
  /** Changes whenever the post, any of its answers or comments, or a vote or acceptance on them changes. */
  revision: string;
  /** The latest change the rows record (votes move counts, not times: they change the revision only), epoch ms. */
  changedAt: number;
}

/**
 * One fingerprint of everything a post's page shows that others can change, in one round trip: each row's state,
 * counts and last change, hidden ones included (what the viewer may see is decided when the page reads again, so
 * the fingerprint itself reveals nothing but "something changed"). Null when there is no such post.
 */
export async function readPostDigest(db: Kysely<Database>, questionId: string): Promise<PostDigest | null> {
  const { rows } = await sql<{ revision: string; changed_at: string }>`
    SELECT md5(concat_ws('|',
             p.status, p.show, p.pin, p.vote_count, p.answer_count, p.accepted_answer_id, p.updated_at, p.edited_at,
             (SELECT string_agg(concat_ws(':', a.id, a.status, a.accepted, a.vote_count, a.updated_at), ',' ORDER BY a.id)
                FROM answers a WHERE a.question_id = p.id),
             (SELECT string_agg(concat_ws(':', c.id, c.status, c.vote_count, c.updated_at), ',' ORDER BY c.id)
                FROM comments c WHERE c.question_id = p.id))) AS revision,
           (extract(epoch FROM greatest(p.updated_at, p.edited_at,
             (SELECT max(a.updated_at) FROM answers a WHERE a.question_id = p.id),
             (SELECT max(c.updated_at) FROM comments c WHERE c.question_id = p.id))) * 1000)::bigint::text AS changed_at
      FROM posts p WHERE p.id = ${questionId}`.execute(db);
  const row = rows[0];
  return row ? { revision: row.revision, changedAt: Number(row.changed_at) } : null;
}
