// The admin's dashboard and contents calls: who may call them, what they refuse, and that status changes move the
// same counters as the member-facing state changes (lists, tag counts, the member's own counts, the answer count).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, API_PREFIX, RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { makeMember } from '../test-support/answer-factories.js';
import { makePost } from '../test-support/factories.js';
import { redisStoreOrSkip, redisTestPrefix, TEST_REDIS_URL } from '../test-support/redis.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const A = ADMIN_API_PREFIX;

describe('admin dashboard and contents', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let admin = '';
  let member: Awaited<ReturnType<typeof makeMember>>;
  let moderator = '';
  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    admin = await t.login();
    member = await makeMember(db, { username: 'contents_member' });
    moderator = (await makeMember(db, { username: 'contents_mod', role_id: RoleId.moderator })).token;
  });
  after(() => t?.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: Record<string, unknown>) =>
    t.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
  const ask = async (title: string, tag = 'contents-go') => {
    const res = await call('POST', `${API_PREFIX}/question`, member.token, { title, content: `Body of ${title}, long enough.`, tags: [{ slug_name: tag }] });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.id as string;
  };
  const dashboard = async () => {
    const res = await call('GET', `${A}/dashboard`, admin);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data;
  };
  const questions = async (query: Record<string, string> = {}) => {
    const res = await call('GET', `${A}/question/page?${new URLSearchParams(query).toString()}`, admin);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { count: number; list: { id: string; title: string; status: number; user_info: { username: string } }[] };
  };
  const setStatus = (question_id: string, status: string, extra: Record<string, unknown> = {}) =>
    call('PUT', `${A}/question/status`, admin, { question_id, status, ...extra });
  const tagCount = async (slug: string) =>
    Number((await db.selectFrom('tags').select('question_count').where('slug_name', '=', slug).executeTakeFirstOrThrow()).question_count);
  const memberCounts = () => db.selectFrom('users').select(['question_count', 'answer_count']).where('id', '=', member.user.id).executeTakeFirstOrThrow();

  it('admin only: visitors 401, members and moderators 403, for every call', async () => {
    const calls: [('GET' | 'PUT'), string, Record<string, unknown>?][] = [
      ['GET', `${A}/dashboard`],
      ['GET', `${A}/question/page`],
      ['GET', `${A}/answer/page`],
      ['PUT', `${A}/question/status`, { question_id: '1', status: 'closed' }],
      ['PUT', `${A}/answer/status`, { answer_id: '1', status: 'deleted' }],
    ];
    for (const [method, url, body] of calls) {
      assert.equal((await call(method, url, null, body)).statusCode, 401, url);
      assert.equal((await call(method, url, member.token, body)).statusCode, 403, url);
      assert.equal((await call(method, url, moderator, body)).statusCode, 403, url);
    }
  });

  it('refuses bad input with field errors', async () => {
    const bad = async (method: 'GET' | 'PUT', url: string, field: string, body?: Record<string, unknown>) => {
      const res = await call(method, url, admin, body);
      assert.equal(res.statusCode, 400, `${url} ${res.body}`);
      assert.ok((res.json().data as { error_field: string }[]).some((e) => e.error_field === field), res.body);
    };
    await bad('GET', `${A}/question/page?status=open`, 'status');
    await bad('GET', `${A}/question/page?page=0`, 'page');
    await bad('GET', `${A}/question/page?page_size=101`, 'page_size');
    await bad('GET', `${A}/answer/page?status=closed`, 'status');
    await bad('GET', `${A}/answer/page?question_id=abc`, 'question_id');
    await bad('PUT', `${A}/question/status`, 'status', { question_id: '1', status: 'pending' });
    await bad('PUT', `${A}/question/status`, 'question_id', { question_id: 'x', status: 'closed' });
    await bad('PUT', `${A}/question/status`, 'close_msg', { question_id: '1', status: 'closed', close_type: 1 });
    await bad('PUT', `${A}/answer/status`, 'status', { answer_id: '1', status: 'closed' });
    await bad('PUT', `${A}/answer/status`, 'answer_id', { status: 'deleted' });
    assert.equal((await setStatus('999999', 'closed')).statusCode, 404);
    assert.equal((await call('PUT', `${A}/answer/status`, admin, { answer_id: '999999', status: 'deleted' })).statusCode, 404);
  });

  it('the dashboard counts posts as they come and go, and reports health and system facts', async () => {
    const before = await dashboard();
    const id = await ask('Dashboard counts this question');
    const after = await dashboard();
    assert.equal(after.question_count, before.question_count + 1);
    assert.equal(after.user_count >= 3, true);
    assert.equal(after.health.database.status, 'ok');
    assert.equal(after.health.redis.status, 'off');
    assert.equal(after.health.smtp.status, 'off');
    assert.equal(after.health.ledger.status, 'ok');
    assert.ok(['ok', 'problem'].includes(after.health.disk.status));
    assert.ok(after.health.disk.total_bytes > 0);
    assert.equal(after.smtp, 'disabled');
    assert.equal(after.node_version, process.version);
    assert.match(after.database_version, /^(PGlite|PostgreSQL) \d+/);
    assert.ok(after.database_size_bytes > 0);
    assert.equal(after.run_mode, t.app.site.handle!.kind);
    assert.ok(after.upload_folder.startsWith(t.dataDir));
    assert.equal(Number(after.app_start_time), after.uptime_seconds);
    assert.equal((await setStatus(id, 'deleted')).statusCode, 200);
    assert.equal((await dashboard()).question_count, before.question_count);
  });

  it('lists questions by state; closing, deleting and restoring move lists, tag counts and member counts', async () => {
    const ids = [await ask('Admin list alpha question', 'contents-tag'), await ask('Admin list beta question', 'contents-tag')];
    assert.equal(await tagCount('contents-tag'), 2);
    const startCount = Number((await memberCounts()).question_count);
    const normal = await questions({ query: 'Admin list' });
    assert.deepEqual(normal.list.map((q) => q.id), [...ids].reverse());
    assert.equal(normal.list[0]!.user_info.username, 'contents_member');

    assert.equal((await setStatus(ids[0]!, 'closed')).statusCode, 200);
    assert.deepEqual((await questions({ status: 'closed', query: 'Admin list' })).list.map((q) => q.id), [ids[0]]);
    assert.deepEqual((await questions({ query: 'Admin list' })).list.map((q) => q.id), [ids[1]]);
    // Closing twice (a bulk action over rows already done) changes nothing.
    assert.equal((await setStatus(ids[0]!, 'closed')).statusCode, 200);
    // The public list still shows a closed post; a deleted one disappears from it.
    assert.equal((await setStatus(ids[1]!, 'deleted')).statusCode, 200);
    assert.equal(await tagCount('contents-tag'), 1);
    assert.equal(Number((await memberCounts()).question_count), startCount - 1);
    assert.deepEqual((await questions({ status: 'deleted', query: 'Admin list' })).list.map((q) => q.id), [ids[1]]);
    const pub = await call('GET', `${API_PREFIX}/question/page?page_size=50`, null);
    const listed = (pub.json().data.list as { id: string }[]).map((q) => q.id);
    assert.ok(listed.includes(ids[0]!) && !listed.includes(ids[1]!));
    const detail = await call('GET', `${API_PREFIX}/question/info?id=${ids[1]}`, member.token);
    assert.equal(detail.json().data.status, 10);

    // `normal` recovers the deleted one and reopens the closed one; `closed` on a deleted post recovers then closes.
    assert.equal((await setStatus(ids[1]!, 'available')).statusCode, 200);
    assert.equal((await setStatus(ids[0]!, 'normal')).statusCode, 200);
    assert.equal(await tagCount('contents-tag'), 2);
    assert.equal((await questions({ query: 'Admin list' })).count, 2);
    assert.equal((await setStatus(ids[1]!, 'deleted')).statusCode, 200);
    assert.equal((await setStatus(ids[1]!, 'closed', { close_type: 4, close_msg: 'Off topic here' })).statusCode, 200);
    const closed = await db.selectFrom('posts').select(['status', 'close_type', 'close_msg']).where('id', '=', ids[1]!).executeTakeFirstOrThrow();
    assert.deepEqual(closed, { status: 2, close_type: 4, close_msg: 'Off topic here' });
    assert.equal(await tagCount('contents-tag'), 2);
    // Each change is on the post's timeline.
    const acts = await db.selectFrom('activities').select('activity_type').where('object_id', '=', ids[1]!).orderBy('id').execute();
    assert.deepEqual(acts.map((a) => String(a.activity_type)).slice(-5), ['deleted', 'undeleted', 'deleted', 'undeleted', 'closed']);
  });

  it('searches by id and by user:name', async () => {
    const id = await ask('Searchable by its id');
    assert.deepEqual((await questions({ query: id })).list.map((q) => q.id), [id]);
    const byUser = await questions({ query: 'user:contents_member', page_size: '100' });
    assert.ok(byUser.list.length >= 1 && byUser.list.every((q) => q.user_info.username === 'contents_member'));
    assert.equal((await questions({ query: 'user:nobody_here' })).count, 0);
    assert.equal((await questions({ query: '99999999999999999999' })).count, 0);
    assert.equal((await call('GET', `${A}/question/page?page=50`, admin)).statusCode, 404);
  });

  it('lists answers by state and deletes and recovers them with the answer counts', async () => {
    const qid = await ask('A question with an answer to delete');
    const other = await makeMember(db, { username: 'contents_answerer' });
    const res = await call('POST', `${API_PREFIX}/answer`, other.token, { question_id: qid, content: 'An answer worth keeping around.' });
    assert.equal(res.statusCode, 200, res.body);
    const aid = res.json().data.info.id as string;
    const answers = async (query: Record<string, string>) =>
      (await call('GET', `${A}/answer/page?${new URLSearchParams(query).toString()}`, admin)).json().data as {
        count: number;
        list: { id: string; question_id: string; description: string; question_info: { title: string } }[];
      };
    const listed = await answers({ question_id: qid });
    assert.equal(listed.count, 1);
    assert.equal(listed.list[0]!.description, 'An answer worth keeping around.');
    assert.equal(listed.list[0]!.question_info.title, 'A question with an answer to delete');
    assert.deepEqual((await answers({ query: 'user:contents_answerer' })).list.map((a) => a.id), [aid]);
    assert.deepEqual((await answers({ query: aid })).list.map((a) => a.id), [aid]);

    const answerCount = async () => (await db.selectFrom('posts').select('answer_count').where('id', '=', qid).executeTakeFirstOrThrow()).answer_count;
    assert.equal(await answerCount(), 1);
    assert.equal((await call('PUT', `${A}/answer/status`, admin, { answer_id: aid, status: 'deleted' })).statusCode, 200);
    assert.equal(await answerCount(), 0);
    assert.deepEqual((await answers({ status: 'deleted', question_id: qid })).list.map((a) => a.id), [aid]);
    assert.equal((await call('PUT', `${A}/answer/status`, admin, { answer_id: aid, status: 'deleted' })).statusCode, 200);
    assert.equal((await call('PUT', `${A}/answer/status`, admin, { answer_id: aid, status: 'normal' })).statusCode, 200);
    assert.equal(await answerCount(), 1);
  });

  it('a post waiting for review is listed under pending and decided only in the review queue', async () => {
    const post = await makePost(db, { user_id: member.user.id, title: 'Waiting for review here', status: 11 });
    assert.deepEqual((await questions({ status: 'pending', query: 'Waiting for review' })).list.map((q) => q.id), [post.id]);
    const res = await setStatus(post.id, 'deleted');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().reason, 'error.admin.content_pending');
    assert.equal(res.json().msg, 'This post is waiting in the review queue: approve or reject it there.');
  });
});

describe('the dashboard with Redis', () => {
  it('pings the Redis the site uses', async (ctx) => {
    const probe = await redisStoreOrSkip();
    await probe?.close();
    if (!probe) return ctx.skip(`Redis is not reachable at ${TEST_REDIS_URL}`);
    const t = await createTestApp({ installed: true, env: { redisUrl: TEST_REDIS_URL, redisKeyPrefix: redisTestPrefix() } });
    try {
      const res = await t.inject({ method: 'GET', url: `${A}/dashboard`, headers: { authorization: await t.login() } });
      assert.equal(res.statusCode, 200, res.body);
      const redis = res.json().data.health.redis as { status: string; latency_ms: number };
      assert.equal(redis.status, 'ok');
      assert.ok(redis.latency_ms >= 0);
    } finally {
      await t.close();
    }
  });
});
