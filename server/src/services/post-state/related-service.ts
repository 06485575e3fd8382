import type { endpoints, QueryOf, RelatedQuestion } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canViewPostDetail } from '../../policies/post-policy.js';
import { listedSql } from '../../repositories/post-rules-sql.js';
import { findPostById } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';

// Candidates per shared tag: the newest few of each tag (index post_tags_tag_newest), so a tag with 100k posts
// costs the same as a small one.
const PER_TAG = 200;

/** GET question/similar/tag: listed posts sharing the most tags with this one (then higher score, newer). */
export async function similarByTag(db: Kysely<Database>, viewer: UserRow | null, q: QueryOf<typeof endpoints.getSimilarByTag>) {
  const post = await findPostById(db, q.question_id);
  if (!post || !canViewPostDetail(viewer, post)) throw errors.questionNotFound();
  const { rows } = await sql<{
    id: string;
    title: string;
    url_title: string;
    content_type: number;
    answer_count: number;
    vote_count: number;
    accepted_answer_id: string | null;
  }>`
    SELECT p.id, p.title, p.url_title, p.content_type, p.answer_count, p.vote_count, p.accepted_answer_id
    FROM post_tags src
    CROSS JOIN LATERAL (
      SELECT pt.post_id FROM post_tags pt
      WHERE pt.tag_id = src.tag_id AND pt.post_id <> src.post_id
      ORDER BY pt.created_at DESC, pt.post_id DESC
      LIMIT ${PER_TAG}
    ) c
    JOIN posts p ON p.id = c.post_id
    WHERE src.post_id = ${post.id} AND ${listedSql('p')}
    GROUP BY p.id
    ORDER BY count(*) DESC, p.vote_count DESC, p.id DESC
    LIMIT ${q.page_size}
  `.execute(db);
  const list: RelatedQuestion[] = rows.map((r) => ({
    id: String(r.id),
    title: r.title,
    url_title: r.url_title,
    content_type: r.content_type,
    answer_count: r.answer_count,
    vote_count: r.vote_count,
    accepted_answer_id: r.accepted_answer_id ? String(r.accepted_answer_id) : '0',
  }));
  return { count: list.length, list };
}
