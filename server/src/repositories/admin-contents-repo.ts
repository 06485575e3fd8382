// The admin's contents lists: every post or answer in one state, newest first, found by title, id or author.
import { isIdText, PostStatus } from '@site/shared/contract';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The author columns a list row carries (the public view's fields). */
const AUTHOR = [
  'u.username as u_username',
  'u.rank as u_rank',
  'u.display_name as u_display_name',
  'u.avatar as u_avatar',
  'u.website as u_website',
  'u.location as u_location',
  'u.language as u_language',
  'u.status as u_status',
  'u.suspended_until as u_suspended_until',
  'u.deleted_at as u_deleted_at',
] as const;

/** What the admin's search box holds: `user:<name>`, an id, or text to look for in titles. */
export type ContentSearch = { kind: 'user'; username: string } | { kind: 'text'; text: string; id: string | null } | null;

export function parseContentSearch(query: string | undefined): ContentSearch {
  const q = query?.trim();
  if (!q) return null;
  const user = /^user:\s*(\S+)$/i.exec(q);
  if (user) return { kind: 'user', username: user[1]!.replace(/^@/, '') };
  // An id too large for bigint names nothing, and the database would refuse the comparison.
  return { kind: 'text', text: q, id: /^\d+$/.test(q) && isIdText(q) ? q : null };
}

export interface AdminListFilter {
  statuses: number[];
  search: ContentSearch;
}

type PostScope = SelectQueryBuilder<Database & { p: Database['posts']; u: Database['users'] }, 'p' | 'u', object>;

function postsWhere(db: Db, f: AdminListFilter): PostScope {
  let q = db.selectFrom('posts as p').innerJoin('users as u', 'u.id', 'p.user_id').where('p.status', 'in', f.statuses) as unknown as PostScope;
  const s = f.search;
  if (s?.kind === 'user') q = q.where(sql<boolean>`lower(u.username) = lower(${s.username})`);
  if (s?.kind === 'text') {
    const like = `%${escapeLike(s.text)}%`;
    q = q.where((eb) => (s.id ? eb.or([eb('p.id', '=', s.id), eb('p.title', 'ilike', like)]) : eb('p.title', 'ilike', like)));
  }
  return q;
}

export async function listPostsForAdmin(db: Db, f: AdminListFilter, page: number, pageSize: number) {
  const where = postsWhere(db, f);
  const { n } = await where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await where
    .select([
      'p.id',
      'p.user_id',
      'p.title',
      'p.url_title',
      'p.content_type',
      'p.status',
      'p.vote_count',
      'p.answer_count',
      'p.view_count',
      'p.accepted_answer_id',
      'p.show',
      'p.pin',
      'p.created_at',
      'p.updated_at',
      'p.edited_at',
      ...AUTHOR,
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { count: Number(n), rows };
}
export type AdminPostRow = Awaited<ReturnType<typeof listPostsForAdmin>>['rows'][number];

export interface AdminAnswerFilter extends AdminListFilter {
  questionId?: string;
}

export async function listAnswersForAdmin(db: Db, f: AdminAnswerFilter, page: number, pageSize: number) {
  let where = db
    .selectFrom('answers as a')
    .innerJoin('posts as p', 'p.id', 'a.question_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .where('a.status', 'in', f.statuses);
  if (f.questionId) where = where.where('a.question_id', '=', f.questionId);
  const s = f.search;
  if (s?.kind === 'user') where = where.where(sql<boolean>`lower(u.username) = lower(${s.username})`);
  if (s?.kind === 'text') {
    // Answer's search box: an answer id, or the question's title.
    const like = `%${escapeLike(s.text)}%`;
    where = where.where((eb) => (s.id ? eb.or([eb('a.id', '=', s.id), eb('p.title', 'ilike', like)]) : eb('p.title', 'ilike', like)));
  }
  const { n } = await where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await where
    .select([
      'a.id',
      'a.question_id',
      'a.user_id',
      'a.original_text',
      'a.status',
      'a.accepted',
      'a.vote_count',
      'a.created_at',
      'a.updated_at',
      'p.title as q_title',
      'p.url_title as q_url_title',
      'p.status as q_status',
      ...AUTHOR,
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { count: Number(n), rows };
}
export type AdminAnswerRow = Awaited<ReturnType<typeof listAnswersForAdmin>>['rows'][number];

/** The dashboard's counts, in one round trip (Answer counts listed questions and visible answers). */
export async function countContents(db: Db) {
  const r = await sql<{ questions: string; answers: string; comments: string; votes: string; users: string; reports: string; reviews: string }>`
    SELECT
      (SELECT count(*) FROM posts WHERE status IN (${PostStatus.normal}, ${PostStatus.closed})) AS questions,
      (SELECT count(*) FROM answers WHERE status = 1) AS answers,
      (SELECT count(*) FROM comments WHERE status = 1) AS comments,
      (SELECT count(*) FROM votes) AS votes,
      (SELECT count(*) FROM users WHERE deleted_at IS NULL AND status <> 'deleted') AS users,
      (SELECT count(*) FROM flags WHERE status = 1) AS reports,
      (SELECT count(*) FROM pending_reviews WHERE status = 1) AS reviews`.execute(db);
  const row = r.rows[0]!;
  return {
    questions: Number(row.questions),
    answers: Number(row.answers),
    comments: Number(row.comments),
    votes: Number(row.votes),
    users: Number(row.users),
    reports: Number(row.reports),
    reviews: Number(row.reviews),
  };
}

/** The database's engine version and size (bytes). */
export async function databaseFacts(db: Db): Promise<{ version: string; sizeBytes: number }> {
  const r = await sql<{ version: string; size: string }>`SELECT current_setting('server_version') AS version, pg_database_size(current_database()) AS size`.execute(db);
  return { version: r.rows[0]!.version, sizeBytes: Number(r.rows[0]!.size) };
}
