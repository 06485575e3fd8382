// The search's SQL: one statement for a page of hits (posts and answers ranked together), one for the total, and
// the look-ups the filters need. Plain PostgreSQL full-text search (tsvector + GIN, websearch_to_tsquery,
// ts_rank_cd), identical on PGlite and PostgreSQL.
import { ContentType, type SearchOrder } from '@site/shared/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TagJson, UserBasicJson } from '../../repositories/questions-repo.js';

/** A parsed query with its names resolved to ids, and who is asking. */
export interface SearchFilter {
  text: string;
  /** One entry per `[tag]`: the ids of that tag's synonym group (a hit carries at least one of each). */
  tagGroups: string[][];
  userId: string | null;
  minAnswers: number | null;
  minScore: number | null;
  questions: boolean;
  answers: boolean;
  viewer: { id: string | null; staff: boolean };
}

export interface HitRow {
  object_type: 'question' | 'answer';
  id: string;
  question_id: string;
  created_at: Date;
  vote_count: number;
  title: string;
  url_title: string;
  description: string;
  content_type: number;
  score: string;
  post_user_id: string;
  post_status: number;
  answer_count: number;
  accepted_answer_id: string | null;
  answer_html: string | null;
  answer_accepted: number | null;
  author: UserBasicJson | null;
  tags: TagJson[];
}

// Kinds whose score is a price (post-policy's canReadContent): their bodies and answers reach readers only.
const PRICED = [ContentType.question, ContentType.resource, ContentType.bounty];
const LISTED = sql`p.status IN (1, 2) AND p.show = 1`;

/** True when the viewer may read the post's body (the SQL twin of post-policy's canReadContent). */
function readable(f: SearchFilter): RawBuilder<boolean> {
  if (f.viewer.staff) return sql<boolean>`true`;
  const own = f.viewer.id ? sql`OR p.user_id = ${f.viewer.id}` : sql``;
  return sql<boolean>`(NOT (p.content_type IN (${sql.join(PRICED)}) AND p.score > 0) ${own})`;
}

const tsquery = (f: SearchFilter) => sql`websearch_to_tsquery('simple', ${f.text})`;

function tagConditions(f: SearchFilter) {
  return f.tagGroups.map(
    (ids) => sql`AND EXISTS (SELECT 1 FROM post_tags pt WHERE pt.post_id = p.id AND pt.tag_id IN (${sql.join(ids)}))`,
  );
}

/** Posts: title (weight A) and body (B); a body the viewer may not read is searched by its title only. */
function questionBranch(f: SearchFilter) {
  const read = readable(f);
  const text = f.text
    ? sql`AND p.search @@ ${tsquery(f)} AND (${read} OR ts_filter(p.search, '{a}') @@ ${tsquery(f)})`
    : sql``;
  const rank = f.text ? sql`ts_rank_cd(CASE WHEN ${read} THEN p.search ELSE ts_filter(p.search, '{a}') END, ${tsquery(f)})` : sql`0`;
  return sql`
    SELECT 'question' AS object_type, p.id, p.id AS question_id, p.created_at, p.active_at, p.vote_count, ${rank}::real AS rank
    FROM posts p
    WHERE ${LISTED} ${text}
      ${f.userId ? sql`AND p.user_id = ${f.userId}` : sql``}
      ${f.minAnswers !== null ? sql`AND p.answer_count >= ${f.minAnswers}` : sql``}
      ${f.minScore !== null ? sql`AND p.vote_count >= ${f.minScore}` : sql``}
      ${sql.join(tagConditions(f), sql` `)}`;
}

/** Answers: visible ones on listed posts the viewer may read; never deleted or private-plan answers. */
function answerBranch(f: SearchFilter) {
  const text = f.text ? sql`AND a.search @@ ${tsquery(f)}` : sql``;
  const rank = f.text ? sql`ts_rank_cd(a.search, ${tsquery(f)})` : sql`0`;
  return sql`
    SELECT 'answer' AS object_type, a.id, a.question_id, a.created_at, coalesce(a.edited_at, a.created_at) AS active_at,
           a.vote_count, ${rank}::real AS rank
    FROM answers a JOIN posts p ON p.id = a.question_id
    WHERE a.status = 1 AND NOT a.is_private AND ${LISTED} AND ${readable(f)} ${text}
      ${f.userId ? sql`AND a.user_id = ${f.userId}` : sql``}
      ${f.minScore !== null ? sql`AND a.vote_count >= ${f.minScore}` : sql``}
      ${sql.join(tagConditions(f), sql` `)}`;
}

function hits(f: SearchFilter) {
  const branches = [...(f.questions ? [questionBranch(f)] : []), ...(f.answers ? [answerBranch(f)] : [])];
  return sql.join(branches.map((b) => sql`(${b})`), sql` UNION ALL `);
}

/** Sort keys of each order over a hits relation named `h` (the page is re-sorted by the same keys). */
function orderBy(order: SearchOrder, h: 'h' | 'pg') {
  const c = (col: string) => sql.ref(`${h}.${col}`);
  switch (order) {
    case 'relevance':
      return sql`${c('rank')} DESC, ${c('created_at')} DESC, ${c('id')} DESC`;
    case 'newest':
      return sql`${c('created_at')} DESC, ${c('id')} DESC`;
    case 'active':
      return sql`${c('active_at')} DESC, ${c('id')} DESC`;
    case 'score':
      return sql`${c('vote_count')} DESC, ${c('created_at')} DESC, ${c('id')} DESC`;
  }
}

export async function countHits(db: Kysely<Database>, f: SearchFilter): Promise<number> {
  if (!f.questions && !f.answers) return 0;
  const r = await sql<{ n: string }>`SELECT count(*)::text AS n FROM (${hits(f)}) h`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * A page of hits: the ids are picked first (only the tsvector and sort keys travel through the sort), then only
 * those rows get their post, answer body, author and tags.
 */
export async function pageOfHits(db: Kysely<Database>, f: SearchFilter, order: SearchOrder, limit: number, offset: number): Promise<HitRow[]> {
  if (!f.questions && !f.answers) return [];
  const r = await sql<HitRow>`
    WITH page AS (
      SELECT h.* FROM (${hits(f)}) h
      ORDER BY ${orderBy(order, 'h')}
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT pg.object_type, pg.id, pg.question_id, pg.created_at, pg.vote_count,
           p.title, p.url_title, p.description, p.content_type, p.score, p.user_id AS post_user_id, p.status AS post_status,
           p.answer_count, p.accepted_answer_id, a.parsed_text AS answer_html, a.accepted AS answer_accepted,
           (SELECT to_jsonb(u) FROM (
              SELECT u.id::text AS id, u.username, u.rank, u.display_name, u.avatar, u.website, u.location, u.language,
                     u.status, u.suspended_until, u.deleted_at
              FROM users u WHERE u.id = coalesce(a.user_id, p.user_id)) u) AS author,
           coalesce((SELECT jsonb_agg(to_jsonb(t) ORDER BY t.id) FROM (
              SELECT t.id, t.slug_name, t.display_name, t.recommend, t.reserved, m.slug_name AS main_tag_slug_name
              FROM post_tags pt JOIN tags t ON t.id = pt.tag_id LEFT JOIN tags m ON m.id = t.main_tag_id
              WHERE pt.post_id = p.id) t), '[]'::jsonb) AS tags
    FROM page pg
    JOIN posts p ON p.id = pg.question_id
    LEFT JOIN answers a ON pg.object_type = 'answer' AND a.id = pg.id
    ORDER BY ${orderBy(order, 'pg')}`.execute(db);
  return r.rows;
}

/** `[tag]`: the tag (not deleted) and every tag of its synonym group, by slug; null when there is no such tag. */
export async function findTagGroup(db: Kysely<Database>, slug: string): Promise<string[] | null> {
  const r = await sql<{ id: string }>`
    WITH t AS (SELECT coalesce(main_tag_id, id) AS main FROM tags WHERE lower(slug_name) = ${slug} AND status <> 10 LIMIT 1)
    SELECT tags.id::text AS id FROM tags, t WHERE (tags.id = t.main OR tags.main_tag_id = t.main) AND tags.status <> 10`.execute(db);
  return r.rows.length ? r.rows.map((x) => x.id) : null;
}

/** `user:name`: the user's id by username (any case); null when there is none. */
export async function findUserIdByName(db: Kysely<Database>, username: string): Promise<string | null> {
  const r = await sql<{ id: string }>`SELECT id::text AS id FROM users WHERE lower(username) = ${username} LIMIT 1`.execute(db);
  return r.rows[0]?.id ?? null;
}
