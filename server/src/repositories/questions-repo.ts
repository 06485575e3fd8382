import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database, PostsTable } from '../db/schema.js';

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
  'closed_by', 'deleted_by',
] as const;
export type QuestionOrder = 'newest' | 'active' | 'hot' | 'frequent' | 'score' | 'unanswered';

/** Statuses a list shows (normal, closed); deleted (10) and pending (11) never appear in lists. */
export const LISTED_STATUSES = [1, 2];

export interface ListFilter {
  contentType?: number;
  /** A tag and its synonyms: posts carrying any of them (a synonym's old posts list under its main tag). */
  tagIds?: string[];
  inDays?: number;
  unanswered: boolean;
  /** Only the posts this member bookmarked; these include unlisted posts, which stay reachable by link. */
  bookmarkedBy?: string;
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

/** The posts a list shows (listed statuses, not unlisted unless bookmarked), before ordering and paging. */
export function listQuery(db: Kysely<Database>, f: ListFilter) {
  let q = db.selectFrom('posts as p').where('p.status', 'in', LISTED_STATUSES);
  if (f.bookmarkedBy) {
    const userId = f.bookmarkedBy;
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('collections as c').select(sql`1`.as('one')).whereRef('c.post_id', '=', 'p.id').where('c.user_id', '=', userId)),
    );
  } else q = q.where('p.show', '=', 1);
  if (f.contentType) q = q.where('p.content_type', '=', f.contentType);
  if (f.unanswered) q = q.where('p.answer_count', '=', 0);
  if (f.inDays) q = q.where('p.created_at', '>=', sql<Date>`now() - make_interval(days => ${f.inDays})`);
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
export type DecoratedListRow = PostListRow & { tags: TagJson[]; operator: UserBasicJson | null; last_answered_at: Date | null };

/**
 * One page, decorated, in one round trip: the CTE picks the page's ids first (index order, cheap under OFFSET),
 * and only those rows get their tags, last answer time and operator (last answerer, else author).
 */
export async function listPage(db: Kysely<Database>, f: ListFilter, order: QuestionOrder, limit: number, offset: number): Promise<DecoratedListRow[]> {
  const sortColumn = SORT_COLUMN[order];
  const rows = await db
    .with('page', () =>
      listQuery(db, f).select('p.id').orderBy('p.pin', 'desc').orderBy(sortColumn, 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset),
    )
    .selectFrom('posts as p')
    .where('p.id', 'in', (eb) => eb.selectFrom('page').select('page.id'))
    .select(LIST_COLUMNS.map((c) => `p.${c}` as const))
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('post_tags as pt')
          .innerJoin('tags as t', 't.id', 'pt.tag_id')
          .leftJoin('tags as m', 'm.id', 't.main_tag_id')
          .select(['t.slug_name', 't.display_name', 't.recommend', 't.reserved', 'm.slug_name as main_tag_slug_name'])
          .whereRef('pt.post_id', '=', 'p.id')
          .orderBy('t.id'),
      ).as('tags'),
      eb.selectFrom('answers as a').select('a.created_at').whereRef('a.id', '=', 'p.last_answer_id').as('last_answered_at'),
      jsonObjectFrom(
        eb
          .selectFrom('users as u')
          .select(['u.id', 'u.username', 'u.rank', 'u.display_name', 'u.avatar', 'u.website', 'u.location', 'u.language', 'u.status', 'u.suspended_until', 'u.deleted_at'])
          .where('u.id', '=', sql<string>`coalesce((SELECT a2.user_id FROM answers a2 WHERE a2.id = p.last_answer_id), p.user_id)`),
      ).as('operator'),
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

/** The same row locked for the rest of the transaction (state changes read the state they change). */
export async function lockPostById(trx: Transaction<Database>, id: string): Promise<PostRow | undefined> {
  return trx.selectFrom('posts').select(DETAIL_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** What the viewer has done to the post: bookmarked, voted ('vote_up' / 'vote_down' / ''), followed. */
export async function findViewerMarks(db: Kysely<Database>, postId: string, userId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('collections').select(sql`1`.as('one')).where('post_id', '=', postId).where('user_id', '=', userId)).as('collected'),
      eb.exists(eb.selectFrom('post_follows').select(sql`1`.as('one')).where('post_id', '=', postId).where('user_id', '=', userId)).as('followed'),
      eb.selectFrom('votes').select('value').where('object_id', '=', postId).where('user_id', '=', userId).as('vote'),
    ])
    .executeTakeFirstOrThrow();
  const vote = row.vote === null ? 0 : Number(row.vote);
  return {
    collected: Boolean(row.collected),
    is_followed: Boolean(row.followed),
    vote_status: vote > 0 ? 'vote_up' : vote < 0 ? 'vote_down' : '',
  };
}

/** The authors of the given answers: answer id -> user id. */
export async function findAnswerAuthors(db: Kysely<Database>, answerIds: string[]): Promise<Map<string, { user_id: string; created_at: Date }>> {
  if (answerIds.length === 0) return new Map();
  const rows = await db.selectFrom('answers').select(['id', 'user_id', 'created_at']).where('id', 'in', answerIds).execute();
  return new Map(rows.map((r) => [r.id, { user_id: r.user_id, created_at: r.created_at }]));
}

export async function hasAnswered(db: Kysely<Database>, questionId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('answers')
    .select('id')
    .where('question_id', '=', questionId)
    .where('user_id', '=', userId)
    .where('status', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
