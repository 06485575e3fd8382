// A site upgraded with posts waiting for review had them counted in their tags; after the upgrade each tag counts
// only the posts a reader finds under it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { useMigrationDb } from '../../test-support/migration-db.js';

const database = useMigrationDb();

test('tag counts are taken again from the normal and closed posts under each tag', async () => {
  const db = database();
  await migrateTo(db, '0025-user-plugin-configs');
  await sql`INSERT INTO users (username, e_mail) VALUES ('u1', 'u1@example.com')`.execute(db);
  // Posts P1-P4: normal, closed, waiting for review, deleted.
  await sql`INSERT INTO posts (user_id, title, original_text, parsed_text, status)
            SELECT (SELECT id FROM users), 'P' || g, 'b', 'b', (ARRAY[1, 2, 11, 10])[g] FROM generate_series(1, 4) g`.execute(db);
  // As the earlier code left them: "mixed" counted the waiting post too; "unused" was never counted down.
  await sql`INSERT INTO tags (slug_name, display_name, question_count) VALUES ('mixed', 'mixed', 3), ('waiting', 'waiting', 1), ('unused', 'unused', 2)`.execute(db);
  await sql`INSERT INTO post_tags (post_id, tag_id, created_at)
            SELECT p.id, t.id, now() FROM posts p, tags t WHERE t.slug_name = 'mixed' OR (t.slug_name = 'waiting' AND p.title = 'P3')`.execute(db);

  await migrateToLatest(db);

  const tags = await db.selectFrom('tags').select(['slug_name', 'question_count']).orderBy('id').execute();
  assert.deepEqual(tags.map((t) => [t.slug_name, Number(t.question_count)]), [['mixed', 2], ['waiting', 0], ['unused', 0]]);
});
