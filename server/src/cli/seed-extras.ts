// Seed content for the search browser tests and the bench: a known set of posts and answers in every visibility
// state, and one question with many answers.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../services/account/password-hash.js';
import { DEMO_PASSWORD } from './seed-lib.js';

/** The search fixtures' names (the e2e test searches for them). */
export const SEARCH_FIXTURES = {
  author: 'searcher',
  helper: 'helper',
  tag: 'wildlife',
  word: 'quokka',
  titled: 'Quokka habitats explained',
  bodyOnly: 'Notes on marsupial diets',
  deleted: 'Quokka deleted post',
  answer: 'Quokka answer about islands',
  privateAnswer: 'quokka private plan',
  deletedAnswer: 'quokka deleted answer',
} as const;

async function user(db: Kysely<Database>, username: string, passHash: string): Promise<string> {
  await db
    .insertInto('users')
    .values({ username, e_mail: `${username}@demo.example`, pass_hash: passHash, display_name: username, mail_status: 1, status: 'normal' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

async function post(db: Kysely<Database>, userId: string, title: string, body: string, x: { status?: number; vote_count?: number; tagId?: string } = {}) {
  const row = await db
    .insertInto('posts')
    .values({
      user_id: userId,
      content_type: 1,
      title,
      url_title: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      original_text: body,
      parsed_text: `<p>${body}</p>`,
      description: body,
      status: x.status ?? 1,
      vote_count: x.vote_count ?? 0,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  if (x.tagId) await db.insertInto('post_tags').values({ post_id: row.id, tag_id: x.tagId, created_at: row.created_at }).execute();
  return row.id;
}

async function answer(db: Kysely<Database>, questionId: string, userId: string, text: string, x: { is_private?: boolean; status?: number; vote_count?: number } = {}) {
  return (
    await db
      .insertInto('answers')
      .values({ question_id: questionId, user_id: userId, original_text: text, parsed_text: `<p>${text}</p>`, ...x })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Posts and answers about quokkas: listed, deleted, private and deleted answers. Skipped when already there. */
export async function seedSearchFixtures(db: Kysely<Database>): Promise<void> {
  const f = SEARCH_FIXTURES;
  const exists = await db.selectFrom('posts').select('id').where('title', '=', f.titled).executeTakeFirst();
  if (exists) return;
  const passHash = await hashPassword(DEMO_PASSWORD);
  const author = await user(db, f.author, passHash);
  const helper = await user(db, f.helper, passHash);
  await db.insertInto('tags').values({ slug_name: f.tag, display_name: f.tag }).onConflict((oc) => oc.doNothing()).execute();
  const tagId = (await db.selectFrom('tags').select('id').where('slug_name', '=', f.tag).executeTakeFirstOrThrow()).id;

  const titled = await post(db, author, f.titled, 'Where do they live? Rottnest island mostly.', { vote_count: 7, tagId });
  await post(db, helper, f.bodyOnly, 'The quokka eats leaves and grasses.');
  const deleted = await post(db, author, f.deleted, 'This quokka post was deleted.', { status: 10, tagId });
  const a1 = await answer(db, titled, helper, f.answer, { vote_count: 2 });
  await answer(db, titled, helper, f.privateAnswer, { is_private: true });
  await answer(db, titled, author, f.deletedAnswer, { status: 10 });
  await answer(db, deleted, helper, 'quokka answer on a deleted post');
  await db.updateTable('posts').set({ answer_count: 1, first_answer_id: a1, last_answer_id: a1 }).where('id', '=', titled).execute();
  await sql`UPDATE tags SET question_count = 1 WHERE id = ${tagId}`.execute(db);
}

/** One question with `count` answers (the bench's "detail with answers"); returns its id. */
export async function seedManyAnswers(db: Kysely<Database>, count: number): Promise<string> {
  const author = (await db.selectFrom('users').select('id').where('status', '=', 'normal').orderBy('id').executeTakeFirstOrThrow()).id;
  const qid = await post(db, author, `A question with ${count} answers`, 'Which approach do you use, and why?', { vote_count: 3 });
  await sql`
    WITH ua AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE status = 'normal' AND mail_status = 1)
    INSERT INTO answers (question_id, user_id, original_text, parsed_text, vote_count, created_at, updated_at)
    SELECT ${qid}, ua.ids[1 + (k % array_length(ua.ids, 1))], 'Answer number ' || k || ': here is what worked for me.',
           '<p>Answer number ' || k || ': here is what worked for me.</p>', k % 17, now() - make_interval(mins => ${count} - k), now() - make_interval(mins => ${count} - k)
    FROM ua CROSS JOIN generate_series(1, ${count}::int) k`.execute(db);
  await sql`
    UPDATE posts p SET answer_count = a.n, first_answer_id = a.first_id, last_answer_id = a.last_id, active_at = now()
    FROM (SELECT count(*)::int AS n, min(id) AS first_id, max(id) AS last_id FROM answers WHERE question_id = ${qid}) a
    WHERE p.id = ${qid}`.execute(db);
  return qid;
}
