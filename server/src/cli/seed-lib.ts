import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { listedStatusSql } from '../repositories/post-rules-sql.js';
import { hashPassword } from '../services/account/password-hash.js';
import { DEMO_TAGS, FIRST_NAMES, NOUNS, TECH, VERBS } from './seed-data.js';

export const DEMO_PASSWORD = 'demo-pass-123';
/** Two of the demo accounts the README and the seed's output name (user 1 and user 15 of the series below). */
export const DEMO_LOGINS = { member: 'bob_1@demo.example', moderator: 'sybil_15@demo.example' } as const;
const BATCH = 20_000;

const arr = (xs: string[]) => sql`(ARRAY[${sql.join(xs.map((x) => sql.lit(x)))}]::text[])`;

/** Demo users (password DEMO_PASSWORD; a few moderators, one suspended, one not activated) and tags. Idempotent. */
export async function seedUsersAndTags(db: Kysely<Database>, userCount = 40): Promise<void> {
  const passHash = await hashPassword(DEMO_PASSWORD);
  await sql`
    INSERT INTO users (username, e_mail, pass_hash, display_name, role_id, mail_status, status, suspended_until, rank, points, bio, location)
    SELECT n.name || '_' || g, n.name || '_' || g || '@demo.example', ${passHash}, initcap(n.name) || ' ' || g,
           CASE WHEN g % 15 = 0 THEN 3 ELSE 1 END,
           CASE WHEN g % 23 = 0 THEN 2 ELSE 1 END,
           CASE WHEN g % 19 = 0 THEN 'suspended' ELSE 'normal' END,
           CASE WHEN g % 19 = 0 THEN now() + interval '7 days' END,
           1 + (g * 37) % 2000, (g * 53) % 500, 'Demo account ' || g, ${arr(TECH)}[1 + g % ${TECH.length}] || ' city'
    FROM generate_series(1, ${userCount}) g
    CROSS JOIN LATERAL (SELECT (${arr(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] AS name) n
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO tags (slug_name, display_name, original_text, recommend)
    SELECT t, t, 'Questions about ' || t || '.', i <= 6 FROM unnest(${arr(DEMO_TAGS)}) WITH ORDINALITY AS x(t, i)
    ON CONFLICT DO NOTHING`.execute(db);
}

/**
 * Inserts `count` posts of all five content types in set-based batches (no per-row round trips), links 1-3 tags
 * each, adds answers to questions and bounties, then brings every counter and first/last/accepted answer id in
 * line with the rows. Newer ids are newer posts; a few are pinned, closed, deleted, pending or unlisted.
 */
export async function seedPosts(db: Kysely<Database>, count: number, log: (m: string) => void = () => {}): Promise<void> {
  const before = await sql<{ max: string | null; n: string }>`SELECT max(id)::text AS max, (SELECT count(*) FROM posts)::text AS n FROM posts`.execute(db);
  const startId = Number(before.rows[0]?.max ?? 0);
  const existing = Number(before.rows[0]?.n ?? 0);
  const spanSeconds = 365 * 86_400;
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await sql`
      WITH ua AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE status = 'normal' AND mail_status = 1),
      g AS (SELECT s AS g, ${existing}::bigint + s AS k FROM generate_series(${from}::int, ${to}::int) s)
      INSERT INTO posts (user_id, content_type, title, url_title, original_text, parsed_text, description, status, pin, show,
                         score, view_count, unique_view_count, vote_count, collection_count, follow_count, created_at, updated_at, active_at)
      SELECT ua.ids[1 + (g.k * 7919) % array_length(ua.ids, 1)], ct.t,
             left(tt.title, 150), lower(regexp_replace(tt.title, '[^A-Za-z0-9]+', '-', 'g')),
             tt.title || E'\n\nI am working with ' || tt.tech || ' and need to ' || tt.verb || ' ' || tt.noun || '. What is the best approach? (sample ' || g.k || ')',
             '<p>' || tt.title || '</p><p>I am working with ' || tt.tech || ' and need to ' || tt.verb || ' ' || tt.noun || '. What is the best approach? (sample ' || g.k || ')</p>',
             left('I am working with ' || tt.tech || ' and need to ' || tt.verb || ' ' || tt.noun || '.', 150),
             CASE WHEN g.k % 97 = 0 THEN 10 WHEN g.k % 89 = 0 THEN 11 WHEN g.k % 50 = 0 THEN 2 ELSE 1 END,
             CASE WHEN g.k % 25000 = 7 THEN 2 ELSE 1 END,
             CASE WHEN g.k % 113 = 0 THEN 2 ELSE 1 END,
             CASE ct.t WHEN 4 THEN 5 * (1 + g.k % 10) WHEN 1 THEN 0 ELSE CASE WHEN g.k % 3 = 0 THEN 10 * (1 + g.k % 5) ELSE 0 END END,
             (g.k * 7129) % 5000, (g.k * 7129) % 3000, ((g.k * 131) % 140) - 20, (g.k * 17) % 40, (g.k * 13) % 30,
             ts.at, ts.at, ts.at
      FROM g CROSS JOIN ua
      CROSS JOIN LATERAL (SELECT CASE WHEN g.k % 10 < 5 THEN 1 WHEN g.k % 10 < 7 THEN 2 WHEN g.k % 10 = 7 THEN 3 WHEN g.k % 10 = 8 THEN 4 ELSE 5 END AS t) ct
      CROSS JOIN LATERAL (SELECT now() - make_interval(secs => (${count}::float8 - g.g) * ${spanSeconds / Math.max(count, 1)}::float8 + (g.k % 600)) AS at) ts
      CROSS JOIN LATERAL (
        SELECT v.verb, n.noun, te.tech,
               CASE ct.t WHEN 1 THEN 'How do I ' || v.verb || ' ' || n.noun || ' in ' || te.tech || '?'
                         WHEN 2 THEN 'A practical guide to ' || v.verb || ' ' || n.noun || ' with ' || te.tech
                         WHEN 3 THEN te.tech || ' starter kit: ' || n.noun
                         WHEN 4 THEN '[Bounty] Help me ' || v.verb || ' ' || n.noun || ' on ' || te.tech
                         ELSE 'AI picture: ' || n.noun || ' in the style of ' || te.tech END AS title
        FROM (SELECT (${arr(VERBS)})[1 + g.k % ${VERBS.length}] AS verb) v,
             (SELECT (${arr(NOUNS)})[1 + (g.k / ${VERBS.length}) % ${NOUNS.length}] AS noun) n,
             (SELECT (${arr(TECH)})[1 + (g.k / ${VERBS.length * NOUNS.length}) % ${TECH.length}] AS tech) te
      ) tt`.execute(db);
    log(`posts ${to}/${count}`);
  }
  const newPosts = sql`p.id > ${startId}`;
  await sql`
    WITH ta AS (SELECT array_agg(id ORDER BY id) AS ids FROM tags)
    INSERT INTO post_tags (post_id, tag_id, created_at)
    SELECT p.id, ta.ids[1 + ((p.id * 31 + k * 7) % array_length(ta.ids, 1))], p.created_at
    FROM posts p CROSS JOIN ta CROSS JOIN LATERAL generate_series(1, 1 + (p.id % 3)::int) k
    WHERE ${newPosts}
    ON CONFLICT DO NOTHING`.execute(db);
  log('tags linked');
  await sql`
    WITH ua AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE status = 'normal' AND mail_status = 1)
    INSERT INTO answers (question_id, user_id, original_text, parsed_text, vote_count, created_at, updated_at)
    SELECT p.id, ua.ids[1 + ((p.id * 13 + k * 101) % array_length(ua.ids, 1))],
           'You could try this: step ' || k || ' for ' || p.title,
           '<p>You could try this: step ' || k || ' for ' || p.title || '</p>',
           (p.id + k) % 25, p.created_at + make_interval(hours => k::int), p.created_at + make_interval(hours => k::int)
    FROM posts p CROSS JOIN ua CROSS JOIN LATERAL generate_series(1, (p.id % 4)::int) k
    WHERE ${newPosts} AND p.content_type IN (1, 4) AND p.id % 3 <> 0`.execute(db);
  log('answers added');
  await sql`
    UPDATE posts p SET answer_count = a.n, first_answer_id = a.first_id, last_answer_id = a.last_id, active_at = a.last_at,
           accepted_answer_id = CASE WHEN p.id % 4 = 1 THEN a.first_id END
    FROM (SELECT question_id, count(*)::int AS n, min(id) AS first_id, max(id) AS last_id, max(created_at) AS last_at
          FROM answers GROUP BY question_id) a
    WHERE a.question_id = p.id AND ${newPosts}`.execute(db);
  await sql`UPDATE answers a SET accepted = 2 FROM posts p WHERE p.accepted_answer_id = a.id AND ${newPosts}`.execute(db);
  await sql`UPDATE posts p SET hot_score = greatest(0, vote_count * 4 + answer_count * 3 + view_count / 50) WHERE ${newPosts}`.execute(db);
  await sql`
    UPDATE tags t SET question_count = c.n
    FROM (SELECT pt.tag_id, count(*)::int AS n FROM post_tags pt JOIN posts p ON p.id = pt.post_id WHERE ${listedStatusSql('p')} GROUP BY pt.tag_id) c
    WHERE c.tag_id = t.id`.execute(db);
  await sql`
    UPDATE users u SET question_count = coalesce(q.n, 0), answer_count = coalesce(a.n, 0)
    FROM users u2
    LEFT JOIN (SELECT user_id, count(*)::int AS n FROM posts GROUP BY user_id) q ON q.user_id = u2.id
    LEFT JOIN (SELECT user_id, count(*)::int AS n FROM answers GROUP BY user_id) a ON a.user_id = u2.id
    WHERE u.id = u2.id`.execute(db);
  // Fresh statistics and visibility map (index-only scans for counts and id pages).
  await sql`VACUUM ANALYZE posts`.execute(db);
  await sql`VACUUM ANALYZE post_tags`.execute(db);
  await sql`VACUUM ANALYZE answers`.execute(db);
  await sql`VACUUM ANALYZE search_docs`.execute(db);
  log('counters updated');
}
