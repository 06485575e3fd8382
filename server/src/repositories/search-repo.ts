// The search's SQL: bounded walks for a page of hits (filters only) or for the ranked candidates (free text), the
// decoration of a page, a capped total, and the look-ups the filters need. Plain PostgreSQL full-text search (tsvector + GIN, websearch_to_tsquery,
// ts_rank), identical on PGlite and PostgreSQL.
import type { SearchOrder } from '@site/shared/contract';
import type { Reader } from '@site/shared/policies';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { listedSql, pricedSql, readsUnboughtBodySql, searchedAnswerSql } from './post-rules-sql.js';
import type { TagJson, UserBasicJson } from './questions-repo.js';

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
  viewer: Reader;
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

const LISTED = listedSql('p');
const SEARCHED_ANSWER = searchedAnswerSql('a');

/** True when the viewer may read the post's body without buying it (the paywall; search ignores purchases). */
const readable = (f: SearchFilter) => readsUnboughtBodySql(f.viewer, pricedSql('p'), sql.ref('p.user_id'));

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
  return sql`
    SELECT 'question' AS object_type, p.id, p.id AS question_id, p.created_at, p.active_at, p.vote_count
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
  return sql`
    SELECT 'answer' AS object_type, a.id, a.question_id, a.created_at, coalesce(a.edited_at, a.created_at) AS active_at,
           a.vote_count
    FROM answers a JOIN posts p ON p.id = a.question_id
    WHERE ${SEARCHED_ANSWER} AND ${LISTED} AND ${readable(f)} ${text}
      ${f.userId ? sql`AND a.user_id = ${f.userId}` : sql``}
      ${f.minScore !== null ? sql`AND a.vote_count >= ${f.minScore}` : sql``}
      ${sql.join(tagConditions(f), sql` `)}`;
}

/**
 * Bounds that keep every search a walk of a few hundred index entries instead of a visit to every match (mutable
 * only so tests can make them small).
 */
export const searchLimits = {
  /** Free text ranks the newest this-many matches (posts and answers together); the count says at most this. */
  rankedCandidates: 500,
  /** A search without free text counts and pages through at most this many hits. */
  maxHits: 10_000,
};

function branches(f: SearchFilter) {
  return [...(f.questions ? [questionBranch(f)] : []), ...(f.answers ? [answerBranch(f)] : [])];
}

/** Sort keys of each order over the hit columns, bare (a union branch) or of a relation (`h`, `pg`). */
function orderBy(order: SearchOrder, h?: string) {
  const c = (col: string) => (h ? sql.ref(`${h}.${col}`) : sql.ref(col));
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

/**
 * The first `n` hits in `order` (not relevance): each branch stops after its own first `n` (an index walk for
 * newest, by tag or by author), then the two are merged. Never visits every match for a page near the front.
 */
function topHits(f: SearchFilter, order: Exclude<SearchOrder, 'relevance'>, n: number) {
  // With free text each branch first takes all its matches through the GIN index, then sorts them: walking the
  // newest index and testing each row looks cheap to the planner but reads the whole table for a rare word.
  const parts = branches(f).map((b) =>
    f.text
      ? sql`(WITH m AS MATERIALIZED (${b}) SELECT * FROM m ORDER BY ${orderBy(order)} LIMIT ${n})`
      : sql`(${b} ORDER BY ${orderBy(order)} LIMIT ${n})`,
  );
  return sql`SELECT h.* FROM (${sql.join(parts, sql` UNION ALL `)}) h ORDER BY ${orderBy(order, 'h')} LIMIT ${n}`;
}

/** Without free text: how many hits, counting at most `searchLimits.maxHits`. */
export async function countHits(db: Kysely<Database>, f: SearchFilter): Promise<number> {
  if (!f.questions && !f.answers) return 0;
  const all = sql.join(branches(f).map((b) => sql`(${b})`), sql` UNION ALL `);
  const r = await sql<{ n: string }>`SELECT count(*)::text AS n FROM (SELECT 1 FROM (${all}) h LIMIT ${searchLimits.maxHits}) x`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** Post, answer body, author and tags of the page's hits only (the sort never carries them). */
function decorated(page: RawBuilder<unknown>, order: SearchOrder) {
  return sql<HitRow>`
    WITH page AS (${page})
    SELECT pg.object_type, pg.id, pg.question_id, pg.created_at, pg.vote_count,
           p.title, p.url_title, p.description, p.content_type, p.score, p.user_id AS post_user_id, p.status AS post_status,
           p.answer_count, p.accepted_answer_id, a.parsed_text AS answer_html, a.accepted AS answer_accepted,
           (SELECT to_jsonb(u) FROM (
              SELECT u.id::text AS id, u.username, u.rank, u.display_name, u.avatar, u.website, u.location, u.language,
                     u.status, u.suspended_until, u.deleted_at
              FROM users u WHERE u.id = coalesce(a.user_id, p.user_id)) u) AS author,
           -- Each tag by its key: joined, the tags table was scanned and hashed once per hit.
           coalesce((SELECT jsonb_agg((SELECT to_jsonb(t) FROM (
              SELECT t.id, t.slug_name, t.display_name, t.recommend, t.reserved,
                     (SELECT m.slug_name FROM tags m WHERE m.id = t.main_tag_id) AS main_tag_slug_name
              FROM tags t WHERE t.id = pt.tag_id) t) ORDER BY pt.tag_id)
              FROM post_tags pt WHERE pt.post_id = p.id), '[]'::jsonb) AS tags
    FROM page pg
    JOIN posts p ON p.id = pg.question_id
    LEFT JOIN answers a ON pg.object_type = 'answer' AND a.id = pg.id
    ORDER BY ${orderBy(order, 'pg')}`;
}

/**
 * Without free text: a page of hits in `order` (relevance is newest: nothing is ranked). Each branch walks only
 * offset + limit rows of its index; the caller keeps offsets below `searchLimits.maxHits`.
 */
export async function pageOfHits(db: Kysely<Database>, f: SearchFilter, order: SearchOrder, limit: number, offset: number): Promise<HitRow[]> {
  if (!f.questions && !f.answers) return [];
  const o = order === 'relevance' ? 'newest' : order;
  const page = sql`SELECT t.* FROM (${topHits(f, o, offset + limit)}) t ORDER BY ${orderBy(o, 't')} LIMIT ${limit} OFFSET ${offset}`;
  return (await decorated(page, o).execute(db)).rows;
}

/** A free-text match with its sort keys (times in microseconds since the epoch, exact as PostgreSQL orders them). */
export interface Candidate {
  object_type: 'question' | 'answer';
  id: string;
  question_id: string;
  created_us: number;
  active_us: number;
  vote_count: number;
  rank: number;
}

/** `readable` on the narrow copy: search_docs carries the post's price (its `priced`) and author. */
const docReadable = (f: SearchFilter) => readsUnboughtBodySql(f.viewer, sql<boolean>`d.priced`, sql.ref('d.post_user_id'));

/**
 * With free text: the newest `searchLimits.rankedCandidates` matches (posts and answers together), each with its
 * rank. They come from search_docs (migration 0010), the narrow copy of listed posts and visible answers, in one
 * GIN bitmap scan: neither posts nor answers is read for the candidates (hitsByIds checks the page's hits against
 * them again). The filters are those of questionBranch and answerBranch.
 *
 * What each match costs decides the shape. The query text is parsed once (a CTE) rather than per row: as a
 * parameter of a prepared statement, websearch_to_tsquery($1) is not folded into a constant and ran for every row
 * checked and ranked. The matches are sorted by newest before anything is ranked, so only the kept ones are. The
 * rank is ts_rank (title words weigh 1.0, body words 0.4, nearer query words weigh more) over the query's positive
 * part: ts_rank_cd cost more than everything else together (about 8 microseconds a candidate on PostgreSQL, 4 ms of
 * a search's 7), and an excluded word (`-word`) is no part of relevance (querytree drops it; a query of exclusions
 * alone ranks by itself).
 */
export async function rankedCandidates(db: Kysely<Database>, f: SearchFilter): Promise<Candidate[]> {
  if (!f.questions && !f.answers) return [];
  const q = sql`(SELECT matches FROM q)`;
  const read = docReadable(f);
  const types = f.questions && f.answers ? sql`` : sql`AND d.object_type = ${f.questions ? 'question' : 'answer'}`;
  const tags = f.tagGroups.map(
    (ids) => sql`AND EXISTS (SELECT 1 FROM post_tags pt WHERE pt.post_id = d.question_id AND pt.tag_id IN (${sql.join(ids)}))`,
  );
  const us = (col: string) => sql`(extract(epoch FROM ${sql.ref(col)}) * 1000000)::bigint::text`;
  const r = await sql<Omit<Candidate, 'created_us' | 'active_us'> & { created_us: string; active_us: string }>`
    WITH q AS MATERIALIZED (
      SELECT w AS matches, CASE WHEN querytree(w) = 'T' THEN w ELSE querytree(w)::tsquery END AS ranks
      FROM websearch_to_tsquery('simple', ${f.text}) w
    )
    SELECT c.object_type, c.id::text AS id, c.question_id::text AS question_id, ${us('c.created_at')} AS created_us,
           ${us('c.active_at')} AS active_us, c.vote_count,
           ts_rank(CASE WHEN c.readable_body THEN c.search ELSE ts_filter(c.search, '{a}') END, (SELECT ranks FROM q))::real AS rank
    FROM (
      SELECT d.object_type, d.id, d.question_id, d.created_at, d.active_at, d.vote_count, ${read} AS readable_body, d.search
      FROM search_docs d
      WHERE d.search @@ ${q} ${types}
        AND (CASE WHEN d.object_type = 'question' THEN ${read} OR ts_filter(d.search, '{a}') @@ ${q} ELSE ${read} END)
        ${f.userId ? sql`AND d.user_id = ${f.userId}` : sql``}
        ${f.minAnswers !== null ? sql`AND (d.object_type = 'answer' OR d.answer_count >= ${f.minAnswers})` : sql``}
        ${f.minScore !== null ? sql`AND d.vote_count >= ${f.minScore}` : sql``}
        ${sql.join(tags, sql` `)}
      ORDER BY d.created_at DESC, d.id DESC
      LIMIT ${searchLimits.rankedCandidates}
    ) c`.execute(db);
  return r.rows.map((x) => ({ ...x, created_us: Number(x.created_us), active_us: Number(x.active_us) }));
}

/**
 * The hits named by `picks`, decorated, in the order given. Visibility is checked again here, so a candidate list
 * kept for a few seconds never shows a post or answer hidden since (it drops out of the page instead).
 */
export async function hitsByIds(db: Kysely<Database>, f: SearchFilter, picks: Pick<Candidate, 'object_type' | 'id'>[]): Promise<HitRow[]> {
  if (picks.length === 0) return [];
  const ids = (type: string) => picks.filter((x) => x.object_type === type).map((x) => x.id);
  const page = sql`
    SELECT 'question' AS object_type, p.id, p.id AS question_id, p.created_at, p.vote_count FROM posts p
    WHERE p.id = ANY(${ids('question')}::bigint[]) AND ${LISTED}
    UNION ALL
    SELECT 'answer', a.id, a.question_id, a.created_at, a.vote_count FROM answers a JOIN posts p ON p.id = a.question_id
    WHERE a.id = ANY(${ids('answer')}::bigint[]) AND ${SEARCHED_ANSWER} AND ${LISTED} AND ${readable(f)}`;
  const rows = (await decorated(page, 'newest').execute(db)).rows;
  const at = new Map(picks.map((x, i) => [`${x.object_type}:${x.id}`, i]));
  return rows.sort((x, y) => at.get(`${x.object_type}:${x.id}`)! - at.get(`${y.object_type}:${y.id}`)!);
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
