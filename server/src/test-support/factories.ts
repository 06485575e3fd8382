import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../services/account/password-hash.js';

let n = 0;
const passHashes = new Map<string, Promise<string>>();

export interface UserInput {
  username?: string;
  e_mail?: string;
  password?: string;
  role_id?: number;
  mail_status?: number;
  status?: string;
  suspended_until?: Date | null;
  /** Reputation (default 1, the floor). */
  rank?: number;
}

/** Inserts a user (password hashed with argon2, memoised per password to keep tests fast). */
export async function makeUser(db: Kysely<Database>, input: UserInput = {}) {
  const i = ++n;
  const password = input.password ?? 'user-pass-1';
  if (!passHashes.has(password)) passHashes.set(password, hashPassword(password));
  return db
    .insertInto('users')
    .values({
      username: input.username ?? `user${i}_${process.pid}`,
      e_mail: input.e_mail ?? `user${i}_${process.pid}@example.com`,
      pass_hash: await passHashes.get(password)!,
      display_name: input.username ?? `User ${i}`,
      role_id: input.role_id ?? 1,
      mail_status: input.mail_status ?? 1,
      status: input.status ?? 'normal',
      suspended_until: input.suspended_until ?? null,
      rank: input.rank ?? 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makeTag(db: Kysely<Database>, slug: string) {
  return db.insertInto('tags').values({ slug_name: slug, display_name: slug }).returningAll().executeTakeFirstOrThrow();
}

export interface PostInput {
  user_id: string;
  title?: string;
  content_type?: number;
  status?: number;
  pin?: number;
  show?: number;
  score?: number;
  vote_count?: number;
  view_count?: number;
  hot_score?: number;
  answer_count?: number;
  created_at?: Date;
  active_at?: Date;
  tagIds?: string[];
}

/** Inserts a post and its tag links (created_at copied into post_tags). */
export async function makePost(db: Kysely<Database>, p: PostInput) {
  const created = p.created_at ?? new Date();
  const row = await db
    .insertInto('posts')
    .values({
      user_id: p.user_id,
      title: p.title ?? `Post ${++n}`,
      url_title: (p.title ?? `post-${n}`).toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      content_type: p.content_type ?? 1,
      original_text: `Body of ${p.title ?? n}`,
      parsed_text: `<p>Body of ${p.title ?? n}</p>`,
      description: `Body of ${p.title ?? n}`,
      status: p.status ?? 1,
      pin: p.pin ?? 1,
      show: p.show ?? 1,
      score: p.score ?? 0,
      vote_count: p.vote_count ?? 0,
      view_count: p.view_count ?? 0,
      hot_score: p.hot_score ?? 0,
      answer_count: p.answer_count ?? 0,
      created_at: created,
      updated_at: created,
      active_at: p.active_at ?? created,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const tagId of p.tagIds ?? []) {
    await db.insertInto('post_tags').values({ post_id: row.id, tag_id: tagId, created_at: created }).execute();
  }
  return row;
}

/** Adds an answer and updates the question's counters and first/last answer ids. */
export async function makeAnswer(db: Kysely<Database>, questionId: string, userId: string) {
  const a = await db
    .insertInto('answers')
    .values({ question_id: questionId, user_id: userId, original_text: 'An answer', parsed_text: '<p>An answer</p>' })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('posts')
    .set({
      answer_count: sql`answer_count + 1`,
      last_answer_id: a.id,
      first_answer_id: sql`coalesce(first_answer_id, ${a.id})`,
      active_at: sql`now()`,
    })
    .where('id', '=', questionId)
    .execute();
  return a;
}

/** A picture of the member's own for an AI picture post (its files are not written: tests of the post, not the image). */
export async function makePicture(db: Kysely<Database>, userId: string): Promise<string> {
  const key = () => `aipic/${randomBytes(16).toString('hex')}`;
  const row = await db
    .insertInto('post_pictures')
    .values({ user_id: userId, image_key: `${key()}.png`, thumbnail_key: `${key()}.webp`, width: 640, height: 480, prompt: 'a test picture', source: 'upload' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
