// Migration 0006 moves existing answers into the id space posts use; a site upgraded with data must keep every
// link between posts and their answers, and new rows of either kind must never reuse an id.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { useMigrationDb } from '../../test-support/migration-db.js';

const database = useMigrationDb();

test('existing answers get ids above every post, and posts keep pointing at them', async () => {
  const db = database();
  await migrateTo(db, '0005-connectors');
  await sql`INSERT INTO users (username, e_mail) VALUES ('u1', 'u1@example.com')`.execute(db);
  // Two posts (ids 1, 2) and three answers (ids 1, 2, 3 before the migration: they collide with the posts).
  await sql`INSERT INTO posts (user_id, title, original_text, parsed_text) SELECT 1, 'P' || g, 'b', 'b' FROM generate_series(1, 2) g`.execute(db);
  await sql`INSERT INTO answers (question_id, user_id, original_text, parsed_text) VALUES (1, 1, 'a1', 'a1'), (1, 1, 'a2', 'a2'), (2, 1, 'a3', 'a3')`.execute(db);
  await sql`UPDATE posts SET first_answer_id = 1, last_answer_id = 2, accepted_answer_id = 2 WHERE id = 1`.execute(db);
  await sql`UPDATE posts SET first_answer_id = 3, last_answer_id = 3 WHERE id = 2`.execute(db);

  await migrateToLatest(db);

  const answers = await db.selectFrom('answers').select(['id', 'question_id', 'original_text']).orderBy('original_text').execute();
  assert.deepEqual(answers.map((a) => [a.id, a.question_id, a.original_text]), [['3', '1', 'a1'], ['4', '1', 'a2'], ['5', '2', 'a3']]);
  const posts = await db.selectFrom('posts').select(['id', 'first_answer_id', 'last_answer_id', 'accepted_answer_id']).orderBy('id').execute();
  assert.deepEqual(posts.map((p) => [p.id, p.first_answer_id, p.last_answer_id, p.accepted_answer_id]), [
    ['1', '3', '4', '4'],
    ['2', '5', '5', null],
  ]);

  // New posts, answers and comments all draw the next free id.
  const post = await db.insertInto('posts').values({ user_id: '1', title: 'P3', original_text: 'b', parsed_text: 'b', content_type: 1 }).returning('id').executeTakeFirstOrThrow();
  const answer = await db.insertInto('answers').values({ question_id: post.id, user_id: '1', original_text: 'x', parsed_text: 'x' }).returning('id').executeTakeFirstOrThrow();
  const comment = await db
    .insertInto('comments')
    .values({ user_id: '1', object_id: answer.id, object_type: 'answer', question_id: post.id, original_text: 'c', parsed_text: 'c' })
    .returning('id')
    .executeTakeFirstOrThrow();
  assert.deepEqual([post.id, answer.id, comment.id], ['6', '7', '8']);
});
