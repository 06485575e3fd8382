// The paywall, walked for writes: every POST, PUT and DELETE of the contract, sent by a member who never bought a
// paid post, with every id of its discussion (the post, an answer, comments) and a marker in every text field. None
// of the marker may reach the post, its answers, its comments or its revisions (shown or waiting for review); the
// same walk over a free post must change it (so the walk is known to reach the edits it guards). It runs where
// members edit others' posts at once (the default privileges) and where they only suggest edits. A new write
// endpoint is walked without anyone listing it here. WALK_TRACE=1 prints every request and its answer.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, ContentType, endpoints, PRIVILEGE_KEYS, PrivilegeLevel, type AnyEndpoint } from '@site/shared/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { writeSettings } from '../repositories/settings-repo.js';
import { presetTable } from '../policies/privilege-table.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { createRng, type Rng } from '../test-support/fuzz/prng.js';
import { sampleValid } from '../test-support/fuzz/schema-sample.js';
import { askWithPoints, grantPoints } from '../test-support/points.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;
const MARK = 'vandalMarkQ7';
const TEXT = `${MARK} replaces what the readers paid for`;
/** Text fields that could carry words into a post, an answer, a comment or a revision. */
const TEXT_KEYS = new Set(['title', 'content', 'original_text', 'edit_summary', 'reason']);
/** Ends the walk's own session, needs the member's password, or is for the admin (who reads paid posts anyway). */
const SKIPPED = (e: AnyEndpoint) =>
  e.method === 'GET' || e.path.startsWith(ADMIN_API_PREFIX) || e.path.startsWith('/installation') || /\/user\/(logout|password|account\/delete)/.test(e.path);

interface Discussion {
  post: string;
  answer: string;
  comment: string;
  answerComment: string;
}

/** Ids of other things than the discussion: left to the sample (and then left out where optional). */
const OTHER_IDS = new Set(['captcha_id', 'picture_id', 'rollback_revision_id']);

/** Fields naming one kind of thing get the discussion's thing of that kind; `id` and the rest, the id walked. */
function hintFor(d: Discussion, id: string) {
  const named: Record<string, string> = { question_id: d.post, answer_id: d.answer, comment_id: d.comment, reply_comment_id: d.comment };
  return (key: string): unknown => {
    if (named[key]) return named[key];
    if (key === 'id' || (key.endsWith('_id') && !OTHER_IDS.has(key))) return id;
    if (key === 'tags') return [{ slug_name: 'points' }];
    return TEXT_KEYS.has(key) ? TEXT : undefined;
  };
}

/**
 * A valid body aimed at `id` with the marker in its text, without the optional fields the hints do not fill: a
 * random price, drive share or rollback would make the request fail for reasons of its own before the door.
 */
function bodyFor(schema: z.ZodType, rng: Rng, d: Discussion, id: string): Record<string, unknown> {
  const hint = hintFor(d, id);
  const value = sampleValid(schema, rng, hint).value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const body = { ...(value as Record<string, unknown>) };
  for (const key of Object.keys(body)) {
    if (hint(key) !== undefined) continue;
    const { [key]: _dropped, ...rest } = body;
    if (schema.safeParse(rest).success) delete body[key];
  }
  return body;
}

describe('paid content takes no writes from members who cannot read it', () => {
  let t: TestApp;
  let author: Member, buyer: Member, member: Member;
  let paid: Discussion;
  let free: Discussion;

  /** A post with an answer, a comment on each, by the author and the buyer. */
  async function discussion(score: number): Promise<Discussion> {
    const post = await askWithPoints(t, author.token, { content_type: ContentType.question, score, content: 'The body its readers read' });
    if (score > 0) assert.equal((await callAs(t, buyer.token, 'POST', 'question/buy', { question_id: post })).statusCode, 200);
    const answered = await callAs(t, buyer.token, 'POST', 'answer', { question_id: post, content: 'The answer its readers read' });
    assert.equal(answered.statusCode, 200, answered.body);
    const answer = answered.json().data.info.id as string;
    const c1 = await callAs(t, author.token, 'POST', 'comment', { object_id: post, original_text: 'A comment its readers read' });
    const c2 = await callAs(t, author.token, 'POST', 'comment', { object_id: answer, original_text: 'A comment on the answer' });
    assert.equal(c1.statusCode, 200, c1.body);
    return { post, answer, comment: c1.json().data.comment_id, answerComment: c2.json().data.comment_id };
  }

  /** Every write of the contract, once per id of the discussion, sent by the member. */
  async function walk(d: Discussion, rng: Rng) {
    const ids = Object.values(d);
    for (const [name, e] of Object.entries(endpoints) as [string, AnyEndpoint][]) {
      if (SKIPPED(e)) continue;
      for (const id of ids) {
        const body = e.body ? bodyFor(e.body as z.ZodType, rng.fork(`${name} ${id}`), d, id) : undefined;
        const res = await callAs(t, member.token, e.method as 'POST' | 'PUT' | 'DELETE', e.path.replace(/^\/answer\/api\/v1\//, ''), (body ?? {}) as Record<string, unknown>);
        if (process.env.WALK_TRACE) console.log(name, id, JSON.stringify(body), res.statusCode, res.body.slice(0, 200));
        assert.ok(res.statusCode < 500, `${name} answered ${res.statusCode}: ${res.body}`);
      }
    }
  }

  /** Where the marker landed in the discussion: its post, answers, comments and revisions. */
  async function marked(d: Discussion): Promise<string[]> {
    const db = t.app.site.db;
    const like = `%${MARK}%`;
    const posts = await db.selectFrom('posts').select('id').where('id', '=', d.post).where((eb) => eb.or([eb('title', 'like', like), eb('original_text', 'like', like)])).execute();
    const answers = await db.selectFrom('answers').select('id').where('question_id', '=', d.post).where('original_text', 'like', like).execute();
    const comments = await db.selectFrom('comments').select('id').where('question_id', '=', d.post).where('original_text', 'like', like).execute();
    const revisions = await db
      .selectFrom('revisions')
      .select(['id', 'status'])
      // Tags number their rows on their own: a tag's revision may carry the same id.
      .where((eb) => eb.or([eb.and([eb('object_type', '=', 'question'), eb('object_id', '=', d.post)]), eb.and([eb('object_type', '=', 'answer'), eb('object_id', '=', d.answer)])]))
      .where(sql<boolean>`content::text like ${like}`)
      .execute();
    return [
      ...posts.map((r) => `post ${r.id}`),
      ...answers.map((r) => `answer ${r.id}`),
      ...comments.map((r) => `comment ${r.id}`),
      ...revisions.map((r) => `revision ${r.id} (status ${r.status})`),
    ];
  }

  before(async () => {
    t = await createTestApp({ installed: true });
    const db = t.app.site.db;
    author = await makeMember(db, { username: 'walkauthor' });
    buyer = await makeMember(db, { username: 'walkbuyer' });
    member = await makeMember(db, { username: 'walkmember' });
    await grantPoints(db, author.user.id, 500);
    await grantPoints(db, buyer.user.id, 500);
  });
  after(() => t?.close());

  it('at the default privileges (members edit others at once)', async () => {
    paid = await discussion(20);
    free = await discussion(0);
    await walk(paid, createRng(1));
    assert.deepEqual(await marked(paid), [], 'the paid discussion took the marker');
    await walk(free, createRng(1));
    assert.ok((await marked(free)).includes(`post ${free.post}`), 'the walk edits a free post');
  });

  it('where members below 2,000 reputation only suggest edits', async () => {
    const values = { ...presetTable(3), 'rank.question.edit': 1, 'rank.answer.edit': 1 };
    await writeSettings(t.app.site.db, { privileges: { level: PrivilegeLevel.custom, custom_privileges: PRIVILEGE_KEYS.map((key) => ({ key, value: values[key] })) } });
    paid = await discussion(20);
    free = await discussion(0);
    await walk(paid, createRng(2));
    assert.deepEqual(await marked(paid), [], 'the paid discussion took the marker');
    await walk(free, createRng(2));
    assert.ok((await marked(free)).some((m) => m.endsWith('(status 2)')), 'the walk suggests an edit of a free post');
  });
});
