import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database, PostsTable } from '../db/schema.js';
import type { PictureJson } from './pictures-repo.js';
import { listedStatusSql, shownSql } from './post-rules-sql.js';

export type PostRow = Selectable<Omit<PostsTable, 'search'>>;
export type PostListRow = Omit<PostRow, 'original_text' | 'parsed_text' | 'close_type' | 'close_msg' | 'status_before_delete' | 'deleted_at' | 'pinned_at' | 'closed_by' | 'deleted_by'>;

// Never the tsvector; lists also skip the bodies (the big columns dominated the row transfer).
const LIST_COLUMNS = [
  'id', 'user_id', 'content_type', 'title', 'url_title', 'description', 'status', 'pin', 'show', 'score', 'view_count',
  'unique_view_count', 'vote_count', 'answer_count', 'collection_count', 'follow_count', 'hot_score', 'accepted_answer_id',
  'first_answer_id', 'last_answer_id', 'last_edit_user_id', 'created_at', 'updated_at', 'edited_at', 'active_at',
] as const;
const DETAIL_COLUMNS = [
  ...LIST_COLUMNS, 'original_text', 'parsed_text', 'close_type', 'close_msg', 'status_before_delete', 'deleted_at', 'pinned_at',
  'closed_by', 'deleted_by', 'bounty_ends_at', 'bounty_settled_at',
] as const;
export type QuestionOrder = 'newest' | 'active' | 'hot' | 'frequent' | 'score' | 'unanswered';

export interface ListFilter {
  contentType?: number;
  /** A tag and its synonyms: posts carrying any of them (a synonym's old posts list under its main tag). */
  tagIds?: string[];
  inDays?: number;
  unanswered: boolean;
  /** Only the posts this member bookmarked; these include unlisted posts, which stay reachable by link. */
  bookmarkedBy?: string;
  /** Only posts created after this moment (the live lists' "N new posts"). */
  createdAfter?: Date;
}

// The sort column after "pinned first"; each has a partial index (see migration 0001).
const SORT_COLUMN = {
  newest: 'p.created_at',
  unanswered: 'p.created_at',
  active: 'p.active_at',
  hot: 'p.hot_score',
  frequent: 'p.view_count',
  score: 'p.vote_count',
} as const;

// The partial list indexes' own predicate (status IN (1, 2) AND show = 1), written as literals (post-rules-sql.ts):
// the prepared list statement then keeps one generic plan that still matches those indexes. With parameters in
// their place the planner cannot prove the predicate, so it planned every execution anew (custom plans: about 1 ms a
// page on PostgreSQL, ~10 ms on the embedded engine), and a generic plan would have scanned the whole table.
const listedStatus = listedStatusSql('p');
const shownInLists = shownSql('p');

/** The posts a list shows (listed statuses, not unlisted unless bookmarked), before ordering and paging. */
export function listQuery(db: Kysely<Database>, f: ListFilter) {
  let q = db.selectFrom('posts as p').where(listedStatus);
  if (f.bookmarkedBy) {
    const userId = f.bookmarkedBy;
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('collections as c').select(sql`1`.as('one')).whereRef('c.post_id', '=', 'p.id').where('c.user_id', '=', userId)),
    );
  } else q = q.where(shownInLists);
  if (f.contentType) q = q.where('p.content_type', '=', f.contentType);
  if (f.unanswered) q = q.where('p.answer_count', '=', 0);
  if (f.inDays) q = q.where('p.created_at', '>=', sql<Date>`now() - make_interval(days => ${f.inDays})`);
  if (f.createdAfter) q = q.where('p.created_at', '>', f.createdAfter);
  if (f.tagIds?.length) {
    const tagIds = f.tagIds;
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('post_tags as pt').select(sql`1`.as('one')).whereRef('pt.post_id', '=', 'p.id').where('pt.tag_id', 'in', tagIds)),
    );
  }
  return q;
}

export async function countListed(db: Kysely<Database>, f: ListFilter): Promise<number> {
  const row = await listQuery(db, f).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** User columns embedded in list rows (JSON: dates arrive as strings). */
export interface UserBasicJson {
  id: string;
  username: string;
  rank: number;
  display_name: string;
  avatar: string;
  website: string;
  location: string;
  language: string;
  status: string;
  suspended_until: string | null;
  deleted_at: string | null;
}
export interface TagJson {
  slug_name: string;
  display_name: string;
  recommend: boolean;
  reserved: boolean;
  main_tag_slug_name: string | null;
}
export type DecoratedListRow = PostListRow & { tags: TagJson[]; operator: UserBasicJson | null; last_answered_at: Date | null; picture: PictureJson | null };

type PostScope = ExpressionBuilder<Database & { p: PostsTable }, 'p'>;

/** The tags of post `p` (JSON), as lists and the detail show them. */
const tagsOfPost = (eb: PostScope) =>
  jsonArrayFrom(
    eb
      .selectFrom('post_tags as pt')
      .innerJoin('tags as t', 't.id', 'pt.tag_id')
      .leftJoin('tags as m', 'm.id', 't.main_tag_id')
      .select(['t.slug_name', 't.display_name', 't.recommend', 't.reserved', 'm.slug_name as main_tag_slug_name'])
      .whereRef('pt.post_id', '=', 'p.id')
      .orderBy('t.id'),
  );

/** An AI picture post's picture (JSON, null for other posts): what its list card and detail show. */
const pictureOfPost = (eb: PostScope) =>
  jsonObjectFrom(
    eb
      .selectFrom('post_pictures as pp')
      .select([sql<string>`pp.id::text`.as('id'), 'pp.image_key', 'pp.thumbnail_key', 'pp.width', 'pp.height', 'pp.prompt', 'pp.source', 'pp.model'])
      .whereRef('pp.post_id', '=', 'p.id'),
  );

/** The public columns of the user with this id (JSON, null when there is none). */
const userBasic = (eb: PostScope, id: Expression<string | null>) =>
  jsonObjectFrom(
    eb
      .selectFrom('users as u')
      .select(['u.id', 'u.username', 'u.rank', 'u.display_name', 'u.avatar', 'u.website', 'u.location', 'u.language', 'u.status', 'u.suspended_until', 'u.deleted_at'])
      .where('u.id', '=', id),
  );

/**
 * One page, decorated, in one round trip: the CTE picks the page's ids first (index order, cheap under OFFSET),
 * and only those rows get their tags, last answer time and operator (last answerer, else author).
 */
export async function listPage(db: Kysely<Database>, f: ListFilter, order: QuestionOrder, limit: number, offset: number): Promise<DecoratedListRow[]> {
  const sortColumn = SORT_COLUMN[order];
  // The page size and offset are literals too: under parameters the planner guesses a tenth of the table for each,
  // so a generic plan joins the page by scanning every post, and PostgreSQL rightly keeps planning anew instead
  // (about 1 ms a page). With literals the statement of each page is planned once per connection and kept.
  for (const n of [limit, offset]) if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bad page bounds ${limit}, ${offset}`);
  const rows = await db
    .with('page', () =>
      listQuery(db, f).select('p.id').orderBy('p.pin', 'desc').orderBy(sortColumn, 'desc').orderBy('p.id', 'desc').limit(sql.lit(limit)).offset(sql.lit(offset)),
    )
    .selectFrom('posts as p')
    .where('p.id', 'in', (eb) => eb.selectFrom('page').select('page.id'))
    .select(LIST_COLUMNS.map((c) => `p.${c}` as const))
    .select((eb) => [
      tagsOfPost(eb).as('tags'),
      eb.selectFrom('answers as a').select('a.created_at').whereRef('a.id', '=', 'p.last_answer_id').as('last_answered_at'),
      userBasic(eb, sql<string>`coalesce((SELECT a2.user_id FROM answers a2 WHERE a2.id = p.last_answer_id), p.user_id)`).as('operator'),
      pictureOfPost(eb).as('picture'),
    ])
    .orderBy('p.pin', 'desc')
    .orderBy(sortColumn, 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows as unknown as DecoratedListRow[];
}

export async function findPostById(db: Kysely<Database> | Transaction<Database>, id: string): Promise<PostRow | undefined> {
  return db.selectFrom('posts').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type PostDetailRow = PostRow & {
  tags: TagJson[];
  author: UserBasicJson | null;
  editor: UserBasicJson | null;
  last_answerer: UserBasicJson | null;
  picture: PictureJson | null;
};

/**
 * A post with everything its detail page shows to any reader, in one round trip: tags, author, last editor and last
 * answerer. Separate queries one after another cost more in round trips than in work, most of all on the embedded
 * engine's single connection. Nothing here depends on the viewer, so every reader can share the row.
 */
export async function findPostDetail(db: Kysely<Database>, id: string): Promise<PostDetailRow | undefined> {
  const row = await db
    .selectFrom('posts as p')
    .where('p.id', '=', id)
    .select(DETAIL_COLUMNS.map((c) => `p.${c}` as const))
    .select((eb) => [
      tagsOfPost(eb).as('tags'),
      userBasic(eb, eb.ref('p.user_id')).as('author'),
      userBasic(eb, eb.ref('p.last_edit_user_id')).as('editor'),
      userBasic(eb, sql<string>`(SELECT a.user_id FROM answers a WHERE a.id = p.last_answer_id)`).as('last_answerer'),
      pictureOfPost(eb).as('picture'),
    ])
    .executeTakeFirst();
  return row as unknown as PostDetailRow | undefined;
}

/** What one member did to a post, as its detail page shows it. */
export interface ViewerMarks {
  collected: boolean;
  followed: boolean;
  /** 'vote_up', 'vote_down' or ''. */
  vote_status: string;
  /** The viewer has a visible answer on it. */
  answered: boolean;
}

export const NO_MARKS: ViewerMarks = { collected: false, followed: false, vote_status: '', answered: false };

/** A viewer and a post whose marks are asked for. */
export interface MarksKey {
  postId: string;
  viewerId: string;
}

/**
 * The bookmark, follow, vote and answer of each viewer on each post, in one round trip whatever the number of pairs
 * (two array parameters: one statement to prepare). Pairs without any mark come back with all false and ''.
 */
export async function findViewerMarks(db: Kysely<Database>, keys: readonly MarksKey[]): Promise<(MarksKey & ViewerMarks)[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<MarksKey & ViewerMarks>`
    SELECT k.post_id::text AS "postId", k.user_id::text AS "viewerId",
      EXISTS (SELECT 1 FROM collections c WHERE c.user_id = k.user_id AND c.post_id = k.post_id) AS collected,
      EXISTS (SELECT 1 FROM post_follows f WHERE f.user_id = k.user_id AND f.post_id = k.post_id) AS followed,
      coalesce((SELECT CASE WHEN v.value > 0 THEN 'vote_up' WHEN v.value < 0 THEN 'vote_down' END
                FROM votes v WHERE v.user_id = k.user_id AND v.object_id = k.post_id), '') AS vote_status,
      EXISTS (SELECT 1 FROM answers a WHERE a.question_id = k.post_id AND a.user_id = k.user_id AND a.status = 1) AS answered
    FROM unnest(${keys.map((k) => k.postId)}::bigint[], ${keys.map((k) => k.viewerId)}::bigint[]) AS k(post_id, user_id)`.execute(db);
  return rows;
}

/** The same row locked for the rest of the transaction (state changes read the state they change). */
export async function lockPostById(trx: Transaction<Database>, id: string): Promise<PostRow | undefined> {
  return trx.selectFrom('posts').select(DETAIL_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

