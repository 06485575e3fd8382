import { sql, type Kysely } from 'kysely';

// A tag's question_count counts the posts a reader finds under it: normal and closed ones (statuses 1 and 2). Posts
// held for review (11) used to be counted from the moment they were asked; they are counted once approved now, so
// the counts kept until here are taken again from the posts themselves.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
UPDATE tags t SET question_count = coalesce(c.n, 0)
FROM tags t2
LEFT JOIN (
  SELECT pt.tag_id, count(*)::int AS n
  FROM post_tags pt JOIN posts p ON p.id = pt.post_id
  WHERE p.status IN (1, 2)
  GROUP BY pt.tag_id
) c ON c.tag_id = t2.id
WHERE t.id = t2.id AND t.question_count IS DISTINCT FROM coalesce(c.n, 0);
`.execute(db);
}

/** A recount needs no undoing: the earlier code only added waiting posts on top of it. */
export async function down(): Promise<void> {}
