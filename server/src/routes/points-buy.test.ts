// Unlocking paid posts: who pays whom, what the locked post shows before and after, and that duplicates (a double
// click, two tabs, 500 requests at once) charge once. The ledger must balance after every test.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { ContentType, PostStatus, RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { systemAccountBalance } from '../repositories/ledger-repo.js';
import { checkLedger } from '../services/points/ledger-check.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { askWithPoints, grantPoints, pointsOf, setPointsSettings } from '../test-support/points.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;

describe('buying paid posts', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let author: Member;
  let reader: Member;
  let mod: Member;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    author = await makeMember(db, { username: 'seller' });
    reader = await makeMember(db, { username: 'reader' });
    mod = await makeMember(db, { username: 'mod', role_id: RoleId.moderator });
    await setPointsSettings(db, { fee_percent: 10 });
  });
  afterEach(async () => assert.deepEqual((await checkLedger(db)).problems, []));
  after(() => t.close());

  const buy = (m: Member | null, id: string) => callAs(t, m?.token ?? null, 'POST', 'question/buy', { question_id: id });
  const info = async (m: Member | null, id: string) => (await callAs(t, m?.token ?? null, 'GET', 'question/info', { id })).json().data;

  it('a reader without enough points is refused (the client goes to recharge) and nothing moves', async () => {
    const id = await askWithPoints(t, author.token, { content_type: ContentType.resource, score: 50 });
    const before = { reader: await pointsOf(db, reader.user.id), author: await pointsOf(db, author.user.id) };
    const res = await buy(reader, id);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().reason, 'error.points.insufficient');
    assert.equal(res.json().msg, 'You do not have enough points. Recharge to continue.');
    assert.deepEqual({ reader: await pointsOf(db, reader.user.id), author: await pointsOf(db, author.user.id) }, before);
    assert.equal((await info(reader, id)).content, '');
  });

  it('buying pays the author less the fee, unlocks the body for the buyer only, and shows in both statements', async () => {
    const id = await askWithPoints(t, author.token, { content_type: ContentType.resource, score: 50 });
    await grantPoints(db, reader.user.id, 120);
    const other = await makeMember(db, { username: 'other' });
    const authorBefore = await pointsOf(db, author.user.id);
    const feesBefore = await systemAccountBalance(db, 'fees');
    for (const who of [null, reader, other]) {
      const d = await info(who, id);
      assert.equal(d.content, '', 'the locked body reaches nobody who has not paid');
      assert.equal(d.html, '');
      assert.equal(d.description, '');
      assert.equal(d.score, 50, 'the price shows');
    }
    const res = await buy(reader, id);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { score: 70, paid: 50 });
    assert.equal(await pointsOf(db, author.user.id), authorBefore + 45);
    assert.equal(await systemAccountBalance(db, 'fees'), feesBefore + 5);
    assert.match((await info(reader, id)).content, /pan\.example\.com/);
    assert.equal((await info(other, id)).content, '', 'buying unlocks for the buyer alone');
    assert.equal((await info(null, id)).content, '');
    const list = (await callAs(t, reader.token, 'GET', 'question/page', { content_type: ContentType.resource, page_size: 50 })).json().data.list;
    assert.match(list.find((p: { id: string }) => p.id === id).description, /locked body/);

    const mine = (await callAs(t, reader.token, 'GET', 'user/points/statement', { page: 1, page_size: 10 })).json().data;
    assert.deepEqual(
      { kind: mine.list[0].kind, amount: mine.list[0].amount, balance_after: mine.list[0].balance_after, question_id: mine.list[0].question_id },
      { kind: 'buy', amount: -50, balance_after: 70, question_id: id },
    );
    const theirs = (await callAs(t, author.token, 'GET', 'user/points/statement', { page: 1, page_size: 10 })).json().data;
    assert.equal(theirs.list[0].kind, 'sale');
    assert.equal(theirs.list[0].amount, 45);
    assert.match(theirs.list[0].title, /A post with points/);
    const events = await db.selectFrom('notification_events').select('user_id').where('kind', '=', 'integrals').where('user_id', 'in', [reader.user.id, author.user.id]).execute();
    assert.ok(events.some((e) => e.user_id === reader.user.id) && events.some((e) => e.user_id === author.user.id));

    // Again, as a retry or a second tab would: nothing more is charged.
    const again = await buy(reader, id);
    assert.deepEqual(again.json().data, { score: 70, paid: 0 });
    assert.equal(await pointsOf(db, reader.user.id), 70);
  });

  it('the author, staff and free posts need no unlocking; missing posts are 404; guests must log in', async () => {
    await grantPoints(db, author.user.id, 5);
    const id = await askWithPoints(t, author.token, { content_type: ContentType.bounty, score: 5 });
    assert.equal((await buy(author, id)).json().reason, 'error.points.already_readable');
    assert.equal((await buy(mod, id)).json().reason, 'error.points.already_readable');
    assert.match((await info(mod, id)).content, /locked body/);
    const free = await askWithPoints(t, author.token, { content_type: ContentType.article, score: 0 });
    assert.equal((await buy(reader, free)).json().reason, 'error.points.not_for_sale');
    assert.equal((await buy(reader, '999999999')).statusCode, 404);
    assert.equal((await buy(null, id)).statusCode, 401);
  });

  it('buyers keep what they paid for when the post is deleted; others get 404', async () => {
    const id = await askWithPoints(t, author.token, { content_type: ContentType.resource, score: 10 });
    await grantPoints(db, reader.user.id, 10);
    assert.equal((await buy(reader, id)).statusCode, 200);
    assert.equal((await callAs(t, author.token, 'DELETE', 'question', { id })).statusCode, 200);
    const row = await db.selectFrom('posts').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.status, PostStatus.deleted);
    assert.match((await info(reader, id)).content, /locked body/);
    assert.equal((await callAs(t, mod.token, 'GET', 'question/info', { id })).statusCode, 200);
    const stranger = await makeMember(db);
    assert.equal((await callAs(t, stranger.token, 'GET', 'question/info', { id })).statusCode, 404);
    assert.equal((await buy(stranger, id)).statusCode, 404, 'a deleted post is not for sale');
  });

  it('500 simultaneous unlocks of one post by one member charge once', async () => {
    const id = await askWithPoints(t, author.token, { content_type: ContentType.resource, score: 40 });
    const buyer = await makeMember(db, { username: 'eager' });
    await grantPoints(db, buyer.user.id, 100);
    const authorBefore = await pointsOf(db, author.user.id);
    const results = await Promise.all(Array.from({ length: 500 }, () => buy(buyer, id)));
    assert.deepEqual([...new Set(results.map((r) => r.statusCode))], [200], results.find((r) => r.statusCode !== 200)?.body);
    assert.equal(results.filter((r) => r.json().data.paid === 40).length, 1);
    assert.equal(await pointsOf(db, buyer.user.id), 60);
    assert.equal(await pointsOf(db, author.user.id), authorBefore + 36);
    const buyers = await db.selectFrom('post_buyers').select('user_id').where('post_id', '=', id).execute();
    assert.deepEqual(buyers, [{ user_id: buyer.user.id }]);
  });

  it('simultaneous purchases of different posts never spend more than the balance', async () => {
    const buyer = await makeMember(db, { username: 'thrifty' });
    await grantPoints(db, buyer.user.id, 120);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await askWithPoints(t, author.token, { content_type: ContentType.resource, score: 50 }));
    const results = await Promise.all(ids.map((id) => buy(buyer, id)));
    assert.equal(results.filter((r) => r.statusCode === 200).length, 2);
    assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => r.json().reason === 'error.points.insufficient'));
    assert.equal(await pointsOf(db, buyer.user.id), 20);
  });
});

describe('buying paid posts, with reads kept between requests as in production', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  before(async () => {
    t = await createTestApp({ installed: true, keepAnonymousCache: true });
    db = t.app.site.db;
  });
  after(() => t.close());

  it("the buyer's next list and post read show the body at once; another member's kept reads stay locked", async () => {
    const author = await makeMember(db, { username: 'seller2' });
    const buyer = await makeMember(db, { username: 'buyer2' });
    const other = await makeMember(db, { username: 'other2' });
    const id = await askWithPoints(t, author.token, { content_type: ContentType.resource, score: 30 });
    await grantPoints(db, buyer.user.id, 30);
    const seen = async (m: Member) => {
      const list = (await callAs(t, m.token, 'GET', 'question/page', { content_type: ContentType.resource })).json().data.list as { id: string; description: string }[];
      const detail = (await callAs(t, m.token, 'GET', 'question/info', { id })).json().data as { content: string };
      return { excerpt: list.find((p) => p.id === id)!.description, body: detail.content };
    };
    // Read twice before buying, so that both answers are kept.
    for (const m of [buyer, other, buyer, other]) assert.deepEqual(await seen(m), { excerpt: '', body: '' });
    assert.equal((await callAs(t, buyer.token, 'POST', 'question/buy', { question_id: id })).statusCode, 200);
    const after = await seen(buyer);
    assert.match(after.excerpt, /locked body/);
    assert.match(after.body, /locked body/);
    assert.deepEqual(await seen(other), { excerpt: '', body: '' });
  });
});
