// Each SQL twin of a post rule selects exactly the rows its function allows, on one row per state combination
// (status x show x kind x price, answers' status x privacy, and each kind of viewer): the lists, the tag counts, the
// search and search_docs' triggers (migration 0028) can then never disagree with the policies.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AnswerStatus, ContentType, PostShow, PostStatus, RoleId } from '@site/shared/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { countsInTags, isListed } from '../policies/post-listing-policy.js';
import { canReadContent, canViewPost, isPriced, readerOfUser } from '../policies/post-policy.js';
import { makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { listedSql, listedStatusSql, pricedSql, readsUnboughtBodySql, searchedAnswerSql, viewableSql } from './post-rules-sql.js';
import type { UserRow } from './users-repo.js';

interface PostState {
  id: string;
  user_id: string;
  status: number;
  show: number;
  content_type: number;
  score: string;
}

const STATUSES = Object.values(PostStatus);
const SHOWS = Object.values(PostShow);
const KINDS = Object.values(ContentType).filter((k) => k !== ContentType.none);
const SCORES = [0, 7];
const ANSWER_STATUSES = [AnswerStatus.normal, AnswerStatus.deleted, PostStatus.pending];

const sorted = (ids: Iterable<string>) => [...ids].sort((a, b) => Number(a) - Number(b));

describe('SQL twins of the post rules', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let viewers: [string, UserRow | null][];

  /** The ids of posts `p` the fragment selects. */
  const selected = async (where: RawBuilder<boolean>) =>
    sorted((await sql<{ id: string }>`SELECT p.id::text AS id FROM posts p WHERE ${where}`.execute(db)).rows.map((r) => r.id));
  const posts = () => db.selectFrom('posts').select(['id', 'user_id', 'status', 'show', 'content_type', 'score']).execute() as Promise<PostState[]>;
  const allowed = (rows: PostState[], rule: (p: PostState) => boolean) => sorted(rows.filter(rule).map((p) => p.id));

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    const author = await makeUser(db, { username: 'author' });
    const other = await makeUser(db, { username: 'other' });
    const moderator = await makeUser(db, { username: 'moderator', role_id: RoleId.moderator });
    viewers = [['anonymous', null], ['author', author], ['other member', other], ['staff', moderator]];
    // Every post state, all by one author (the viewers cover the relations to it).
    const states = STATUSES.flatMap((status) => SHOWS.flatMap((show) => KINDS.flatMap((content_type) => SCORES.map((score) => ({ status, show, content_type, score })))));
    await db
      .insertInto('posts')
      .values(states.map((s, i) => ({ ...s, user_id: author.id, title: `P${i}`, url_title: `p${i}`, original_text: 'body', parsed_text: '<p>body</p>' })))
      .execute();
    // Every answer state on every post.
    const ids = (await posts()).map((p) => p.id);
    await db
      .insertInto('answers')
      .values(ids.flatMap((question_id) => ANSWER_STATUSES.flatMap((status) => [false, true].map((is_private) => ({ question_id, user_id: other.id, status, is_private, original_text: 'answer', parsed_text: '<p>answer</p>' })))))
      .execute();
  });
  after(async () => t.close());

  it('listed: the lists, related posts and search show exactly the posts isListed allows', async () => {
    assert.deepEqual(await selected(listedSql('p')), allowed(await posts(), isListed));
  });

  it('listed status: the tag counts count exactly the posts countsInTags counts', async () => {
    assert.deepEqual(await selected(listedStatusSql('p')), allowed(await posts(), (p) => countsInTags(p.status)));
  });

  it('viewable: each viewer opens exactly the posts canViewPost lets them see (profile lists)', async () => {
    const rows = await posts();
    for (const [name, viewer] of viewers) {
      assert.deepEqual(await selected(viewableSql(readerOfUser(viewer), 'p')), allowed(rows, (p) => canViewPost(viewer, p)), name);
    }
  });

  it('priced: exactly the posts the paywall calls paid', async () => {
    const rows = await posts();
    assert.ok(rows.some(isPriced) && rows.some((p) => !isPriced(p)));
    assert.deepEqual(await selected(pricedSql('p')), allowed(rows, isPriced));
  });

  it("the paywall: each viewer reads exactly the bodies canReadContent lets them read before buying", async () => {
    const rows = await posts();
    for (const [name, viewer] of viewers) {
      const reads = readsUnboughtBodySql(readerOfUser(viewer), pricedSql('p'), sql.ref('p.user_id'));
      assert.deepEqual(await selected(reads), allowed(rows, (p) => canReadContent(viewer, p, false)), name);
    }
  });

  /** search_docs as the triggers keep it, against the rules over the posts and answers as they are now. */
  async function assertSearchDocs() {
    const rows = await posts();
    const byId = new Map(rows.map((p) => [p.id, p]));
    const docs = await sql<{ object_type: string; id: string; question_id: string; priced: boolean }>`
      SELECT object_type, id::text AS id, question_id::text AS question_id, priced FROM search_docs`.execute(db);
    const questions = docs.rows.filter((d) => d.object_type === 'question');
    assert.deepEqual(sorted(questions.map((d) => d.id)), allowed(rows, isListed), 'the posts copied');
    for (const d of docs.rows) assert.equal(d.priced, isPriced(byId.get(d.question_id)!), `${d.object_type} ${d.id} priced`);
    const answers = await db.selectFrom('answers').select(['id', 'question_id', 'status', 'is_private']).execute();
    const searched = answers.filter((a) => a.status === AnswerStatus.normal && !a.is_private && isListed(byId.get(a.question_id)!));
    assert.deepEqual(sorted(docs.rows.filter((d) => d.object_type === 'answer').map((d) => d.id)), sorted(searched.map((a) => a.id)), 'the answers copied');
    const answerIds = sorted((await sql<{ id: string }>`SELECT a.id::text AS id FROM answers a JOIN posts p ON p.id = a.question_id WHERE ${searchedAnswerSql('a')} AND ${listedSql('p')}`.execute(db)).rows.map((r) => r.id));
    assert.deepEqual(answerIds, sorted(searched.map((a) => a.id)), 'the answers search-repo finds');
    // The search's paywall on the copy (search-repo's docReadable) agrees with canReadContent on the copied post.
    for (const [name, viewer] of viewers) {
      const reads = readsUnboughtBodySql(readerOfUser(viewer), sql<boolean>`d.priced`, sql.ref('d.post_user_id'));
      const r = await sql<{ id: string }>`SELECT d.id::text AS id FROM search_docs d WHERE d.object_type = 'question' AND ${reads}`.execute(db);
      assert.deepEqual(sorted(r.rows.map((x) => x.id)), sorted(questions.filter((d) => canReadContent(viewer, byId.get(d.id)!, false)).map((d) => d.id)), name);
    }
  }

  it('search_docs: the triggers copy exactly the listed posts and searched answers, with the paywall price', async () => {
    await assertSearchDocs();
  });

  it('search_docs: after every post and answer changes state, the copy still follows the rules', async () => {
    // Each post takes another post's state (its neighbour's in id order), so every state is entered from another.
    const rows = (await posts()).sort((a, b) => Number(a.id) - Number(b.id));
    for (const [i, p] of rows.entries()) {
      const next = rows[(i + 7) % rows.length]!;
      await db.updateTable('posts').set({ status: next.status, show: next.show, content_type: next.content_type, score: next.score }).where('id', '=', p.id).execute();
    }
    await db.updateTable('answers').set({ status: sql`CASE status WHEN ${sql.lit(AnswerStatus.normal)} THEN ${sql.lit(AnswerStatus.deleted)} ELSE ${sql.lit(AnswerStatus.normal)} END`, is_private: sql`NOT is_private` }).execute();
    await assertSearchDocs();
  });
});
