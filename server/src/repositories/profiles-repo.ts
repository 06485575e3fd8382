import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { listedSql, viewableSql } from './post-rules-sql.js';
import type { TagJson } from './questions-repo.js';

type Db = Kysely<Database>;

/**
 * Whose eyes a profile list is read with. `seesAll`: the profile's owner or staff, who also see the owner's pending
 * and unlisted posts (Answer: only the author and admins see pending ones). Deleted posts are never listed.
 */
export interface ProfileViewer {
  viewerId: string | null;
  staff: boolean;
  seesAll: boolean;
}

/** Any post the viewer may open (canViewPost: a pending one only its author and staff; never a deleted one). */
const postOpenable = (v: ProfileViewer, p: string): RawBuilder<boolean> => viewableSql({ id: v.viewerId, staff: v.staff }, p);

/** Posts of the profile's owner the viewer may find in the owner's lists (the list pages' own rule, plus the owner's eyes). */
const ownerPostListed = (v: ProfileViewer, p: string): RawBuilder<boolean> => (v.seesAll ? postOpenable({ ...v, staff: true }, p) : listedSql(p));

/** A live answer the viewer may read: a private plan only its answerer, the question's author and staff. */
const answerReadable = (v: ProfileViewer, a: string, p: string): RawBuilder<boolean> => {
  if (v.staff) return sql`${sql.ref(`${a}.status`)} = 1`;
  const viewer = v.viewerId ?? '0';
  return sql`(${sql.ref(`${a}.status`)} = 1 AND (NOT ${sql.ref(`${a}.is_private`)} OR ${sql.ref(`${a}.user_id`)} = ${viewer} OR ${sql.ref(`${p}.user_id`)} = ${viewer}))`;
};

const tagsOf = (p: string) => sql<TagJson[]>`coalesce((
  SELECT json_agg(json_build_object('slug_name', t.slug_name, 'display_name', t.display_name, 'recommend', t.recommend,
    'reserved', t.reserved, 'main_tag_slug_name', m.slug_name) ORDER BY t.id)
  FROM post_tags pt JOIN tags t ON t.id = pt.tag_id LEFT JOIN tags m ON m.id = t.main_tag_id
  WHERE pt.post_id = ${sql.ref(`${p}.id`)}), '[]'::json)`;

const epoch = (col: string) => sql<number>`coalesce(extract(epoch FROM ${sql.ref(col)})::bigint, 0)::int`;

export interface ProfilePostRow {
  id: string;
  user_id: string;
  title: string;
  url_title: string;
  content_type: number;
  score: string;
  status: number;
  vote_count: number;
  view_count: number;
  answer_count: number;
  collection_count: number;
  accepted_answer_id: string | null;
  created_at: number;
  tags: TagJson[];
}

const POST_ORDER = {
  newest: sql`p.created_at DESC`,
  active: sql`p.active_at DESC`,
  hot: sql`p.hot_score DESC`,
  score: sql`p.vote_count DESC, p.created_at DESC`,
  unanswered: sql`p.created_at DESC`,
} as const;
export type ProfilePostOrder = keyof typeof POST_ORDER;

/** A page of the owner's posts (every kind) and how many there are, as this viewer may list them. */
export async function listOwnerPosts(db: Db, ownerId: string, v: ProfileViewer, order: ProfilePostOrder, limit: number, offset: number) {
  const where = sql`p.user_id = ${ownerId} AND ${ownerPostListed(v, 'p')} ${order === 'unanswered' ? sql`AND p.answer_count = 0` : sql``}`;
  const [count, rows] = await Promise.all([
    sql<{ n: string }>`SELECT count(*) AS n FROM posts p WHERE ${where}`.execute(db),
    sql<ProfilePostRow>`
      SELECT p.id::text AS id, p.user_id::text AS user_id, p.title, p.url_title, p.content_type, p.score::text AS score, p.status,
        p.vote_count, p.view_count, p.answer_count, p.collection_count, p.accepted_answer_id::text AS accepted_answer_id,
        ${epoch('p.created_at')} AS created_at, ${tagsOf('p')} AS tags
      FROM posts p WHERE ${where}
      ORDER BY ${POST_ORDER[order]}, p.id DESC LIMIT ${sql.lit(limit)} OFFSET ${sql.lit(offset)}`.execute(db),
  ]);
  return { count: Number(count.rows[0]?.n ?? 0), rows: rows.rows };
}

export interface ProfileAnswerRow {
  id: string;
  question_id: string;
  accepted: number;
  vote_count: number;
  created_at: number;
  updated_at: number;
  title: string;
  url_title: string;
  content_type: number;
  tags: TagJson[];
}

/** A page of the owner's live answers on posts this viewer may list; `newest` or by votes. */
export async function listOwnerAnswers(db: Db, ownerId: string, v: ProfileViewer, byVotes: boolean, limit: number, offset: number) {
  const where = sql`a.user_id = ${ownerId} AND ${answerReadable(v, 'a', 'p')} AND ${ownerPostListed(v, 'p')}`;
  const order = byVotes ? sql`a.vote_count DESC, a.created_at DESC` : sql`a.created_at DESC`;
  const [count, rows] = await Promise.all([
    sql<{ n: string }>`SELECT count(*) AS n FROM answers a JOIN posts p ON p.id = a.question_id WHERE ${where}`.execute(db),
    sql<ProfileAnswerRow>`
      SELECT a.id::text AS id, a.question_id::text AS question_id, a.accepted, a.vote_count,
        ${epoch('a.created_at')} AS created_at, ${epoch('a.updated_at')} AS updated_at,
        p.title, p.url_title, p.content_type, ${tagsOf('p')} AS tags
      FROM answers a JOIN posts p ON p.id = a.question_id WHERE ${where}
      ORDER BY ${order}, a.id DESC LIMIT ${sql.lit(limit)} OFFSET ${sql.lit(offset)}`.execute(db),
  ]);
  return { count: Number(count.rows[0]?.n ?? 0), rows: rows.rows };
}

/** What a comment, vote or reputation record points at: its post (for the title and the paywall) and answer. */
export interface ObjectRefRow {
  object_id: string;
  object_type: 'question' | 'answer';
  question_id: string | null;
  answer_id: string | null;
  /** The post when this viewer may open it (and the answer, if any, read it); null fields otherwise. */
  post_id: string | null;
  post_user_id: string | null;
  title: string | null;
  url_title: string | null;
  content_type: number | null;
  score: string | null;
  created_at: number;
}

/** The object columns for a row with `object_id` in `src`: the post and answer it names, as this viewer may see them. */
const objectColumns = (v: ProfileViewer, src: string) => sql`
  ${sql.ref(`${src}.object_id`)}::text AS object_id,
  CASE WHEN oa.id IS NOT NULL THEN 'answer' ELSE 'question' END AS object_type,
  vp.id::text AS question_id, CASE WHEN vp.id IS NOT NULL THEN oa.id::text END AS answer_id,
  vp.id::text AS post_id, vp.user_id::text AS post_user_id, vp.title, vp.url_title, vp.content_type, vp.score::text AS score,
  ${epoch(`${src}.created_at`)} AS created_at`;

/** Joins the answer (if the object is one) and the post, keeping the post only where the viewer may open it. */
const objectJoins = (v: ProfileViewer, src: string) => sql`
  LEFT JOIN answers oa ON oa.id = ${sql.ref(`${src}.object_id`)}
  LEFT JOIN posts op ON op.id = coalesce(oa.question_id, ${sql.ref(`${src}.object_id`)})
  LEFT JOIN posts vp ON vp.id = op.id AND ${postOpenable(v, 'op')} AND (oa.id IS NULL OR ${answerReadable(v, 'oa', 'op')})`;

/** The owner's live comments, newest first; those on posts or answers hidden from the viewer are left out. */
export async function listOwnerComments(db: Db, ownerId: string, v: ProfileViewer, limit: number, offset: number) {
  const where = sql`c.user_id = ${ownerId} AND c.status = 1 AND vp.id IS NOT NULL AND ${v.seesAll ? sql`TRUE` : sql`vp.show = 1`}`;
  const from = sql`FROM comments c ${objectJoins(v, 'c')}`;
  const [count, rows] = await Promise.all([
    sql<{ n: string }>`SELECT count(*) AS n ${from} WHERE ${where}`.execute(db),
    sql<ObjectRefRow & { comment_id: string; parsed_text: string }>`
      SELECT c.id::text AS comment_id, c.parsed_text, ${objectColumns(v, 'c')}
      ${from} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ${sql.lit(limit)} OFFSET ${sql.lit(offset)}`.execute(db),
  ]);
  return { count: Number(count.rows[0]?.n ?? 0), rows: rows.rows };
}

/** The owner's live reputation records, newest first (objects the viewer may not open keep their amount, not their title). */
export async function listOwnerReputation(db: Db, ownerId: string, v: ProfileViewer, limit: number, offset: number) {
  const where = sql`r.user_id = ${ownerId} AND NOT r.cancelled`;
  const [count, rows] = await Promise.all([
    sql<{ n: string }>`SELECT count(*) AS n FROM reputation_log r WHERE ${where}`.execute(db),
    sql<ObjectRefRow & { activity_type: string; amount: number }>`
      SELECT r.activity_type, r.amount, ${objectColumns(v, 'r')}
      FROM reputation_log r ${objectJoins(v, 'r')} WHERE ${where}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${sql.lit(limit)} OFFSET ${sql.lit(offset)}`.execute(db),
  ]);
  return { count: Number(count.rows[0]?.n ?? 0), rows: rows.rows };
}

/** The member's own votes on posts and answers, newest first. */
export async function listOwnVotes(db: Db, userId: string, v: ProfileViewer, limit: number, offset: number) {
  const where = sql`vt.user_id = ${userId} AND vt.object_type IN ('question', 'answer')`;
  const [count, rows] = await Promise.all([
    sql<{ n: string }>`SELECT count(*) AS n FROM votes vt WHERE ${where}`.execute(db),
    sql<ObjectRefRow & { value: number }>`
      SELECT vt.value, ${objectColumns(v, 'vt')}
      FROM votes vt ${objectJoins(v, 'vt')} WHERE ${where}
      ORDER BY vt.created_at DESC, vt.object_id DESC LIMIT ${sql.lit(limit)} OFFSET ${sql.lit(offset)}`.execute(db),
  ]);
  return { count: Number(count.rows[0]?.n ?? 0), rows: rows.rows };
}

/** How many of the owner's posts the viewer may list (the profile's question_count). */
export async function countOwnerPosts(db: Db, ownerId: string, v: ProfileViewer): Promise<number> {
  const r = await sql<{ n: string }>`SELECT count(*) AS n FROM posts p WHERE p.user_id = ${ownerId} AND ${ownerPostListed(v, 'p')}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** A member by username, a deleted one included (its profile says it was deleted, as Answer's does). */
export async function findProfileUser(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).orderBy('deleted_at', (ob) => ob.desc().nullsFirst()).executeTakeFirst();
}

export interface RankingRow {
  username: string;
  display_name: string;
  avatar: string;
  rank: number;
  vote_count: number;
}

const liveUser = sql`u.deleted_at IS NULL AND u.status <> 'deleted'`;

/** Who gained the most reputation since `days` ago (positive totals only), most first. */
export async function mostReputationSince(db: Db, days: number, limit: number): Promise<RankingRow[]> {
  const r = await sql<RankingRow>`
    SELECT u.username, u.display_name, u.avatar, g.gained::int AS rank, 0 AS vote_count
    FROM (SELECT user_id, sum(amount) AS gained FROM reputation_log
          WHERE NOT cancelled AND created_at >= now() - make_interval(days => ${days}) GROUP BY user_id) g
    JOIN users u ON u.id = g.user_id
    WHERE g.gained > 0 AND ${liveUser}
    ORDER BY g.gained DESC, u.id LIMIT ${sql.lit(limit)}`.execute(db);
  return r.rows;
}

/** Who cast the most votes since `days` ago, most first. */
export async function mostVotesSince(db: Db, days: number, limit: number): Promise<RankingRow[]> {
  const r = await sql<RankingRow>`
    SELECT u.username, u.display_name, u.avatar, u.rank, g.n::int AS vote_count
    FROM (SELECT user_id, count(*) AS n FROM votes WHERE created_at >= now() - make_interval(days => ${days}) GROUP BY user_id) g
    JOIN users u ON u.id = g.user_id
    WHERE ${liveUser}
    ORDER BY g.n DESC, u.id LIMIT ${sql.lit(limit)}`.execute(db);
  return r.rows;
}

/** Admins and moderators whose username or display name starts with `prefix` (every one when empty). */
export async function listStaff(db: Db, prefix: string, limit: number): Promise<RankingRow[]> {
  const like = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const r = await sql<RankingRow>`
    SELECT u.username, u.display_name, u.avatar, u.rank, 0 AS vote_count FROM users u
    WHERE u.role_id IN (2, 3) AND ${liveUser} AND (lower(u.username) LIKE ${like} OR lower(u.display_name) LIKE ${like})
    ORDER BY u.role_id, u.id LIMIT ${sql.lit(limit)}`.execute(db);
  return r.rows;
}
