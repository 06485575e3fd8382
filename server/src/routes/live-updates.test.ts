import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, ContentType, newPostsFrameSchema, PostStatus, postLiveFrameSchema, type PostLiveFrame } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createSession } from '../services/account/session-service.js';
import { POST_CHANGED, postTopic } from '../services/member-events/post-events.js';
import { openEventStream, PUSHED_WITHIN_MS } from '../test-support/event-stream.js';
import { makeAnswer, makePost, makeTag, makeUser } from '../test-support/factories.js';
import { redisStoreOrSkip, redisTestPrefix, TEST_REDIS_URL } from '../test-support/redis.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('live posts and lists', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let base: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  const member = async () => {
    const row = await makeUser(db, { rank: 100 });
    return { ...row, token: await createSession(db, row.id) };
  };
  const call = async (token: string, method: 'POST' | 'PUT' | 'DELETE', path: string, payload: object) => {
    const res = await fetch(`${base}${API_PREFIX}${path}`, {
      method,
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const text = await res.text();
    assert.equal(res.status, 200, `${method} ${path}: ${text}`);
    return (JSON.parse(text) as { data: unknown }).data;
  };
  const followPost = (id: string, signal: AbortSignal, token?: string) =>
    openEventStream(`${base}${API_PREFIX}/question/live?id=${id}`, postLiveFrameSchema, { token, signal });

  it('a visitor on a post hears of each answer, comment, vote and acceptance as it happens, each a new revision', async () => {
    const asker = await member();
    const answerer = await member();
    const q = await makePost(db, { user_id: asker.id });
    const stop = new AbortController();
    try {
      const next = await followPost(q.id, stop.signal);
      const seen: PostLiveFrame[] = [await next()];
      const expectChange = async (what: string, act: () => Promise<unknown>) => {
        await act();
        // Pushed when it happens: far sooner than the stream's own 25 s heartbeat would bring it (a bound this wide
        // holds on a busy machine; the latency itself is a benchmark's business, not a test's).
        const frame = await next(PUSHED_WITHIN_MS);
        assert.ok(!seen.some((f) => f.revision === frame.revision), `${what}: a new revision`);
        seen.push(frame);
        return frame;
      };
      const answer = (await expectChange('an answer', () =>
        call(answerer.token, 'POST', '/answer', { question_id: q.id, content: 'Live answers arrive without a reload.' }),
      )) && ((await db.selectFrom('answers').select('id').where('question_id', '=', q.id).executeTakeFirstOrThrow()).id as string);
      await expectChange('a comment on the answer', () => call(asker.token, 'POST', '/comment', { object_id: answer, original_text: 'Thanks, that helps a lot!' }));
      await expectChange('a vote on the answer', () => call(asker.token, 'POST', '/vote/up', { object_id: answer, is_cancel: false }));
      const accepted = await expectChange('the acceptance', () => call(asker.token, 'POST', '/answer/acceptance', { question_id: q.id, answer_id: answer }));
      // The acceptance wrote times: the frame says how long ago, on the server's clock alone.
      assert.ok(accepted.now - accepted.changed_at >= 0 && accepted.now - accepted.changed_at < 5000);
    } finally {
      stop.abort();
    }
  });

  it('a stream that reconnects starts with the current revision: the page compares it with the last it saw', async () => {
    const asker = await member();
    const q = await makePost(db, { user_id: asker.id });
    const first = new AbortController();
    const before = await (await followPost(q.id, first.signal))();
    first.abort();
    // While disconnected, someone answers.
    await makeAnswer(db, q.id, (await member()).id);
    const again = new AbortController();
    try {
      const after = await (await followPost(q.id, again.signal))();
      assert.notEqual(after.revision, before.revision);
      // Nothing changed since: the same revision again.
      const third = new AbortController();
      assert.equal((await (await followPost(q.id, third.signal))()).revision, after.revision);
      third.abort();
    } finally {
      again.abort();
    }
  });

  it('follows only what the viewer may open: others\' pending and deleted posts and unknown ids are 404', async () => {
    const author = await member();
    const pending = await makePost(db, { user_id: author.id, status: PostStatus.pending });
    const deleted = await makePost(db, { user_id: author.id, status: PostStatus.deleted });
    for (const id of [pending.id, deleted.id, '987654321']) {
      const res = await fetch(`${base}${API_PREFIX}/question/live?id=${id}`);
      assert.equal(res.status, 404, id);
      assert.equal(((await res.json()) as { reason: string }).reason, 'error.question.not_found');
    }
    // The author may follow their own pending post.
    const stop = new AbortController();
    try {
      await (await followPost(pending.id, stop.signal, author.token))();
    } finally {
      stop.abort();
    }
    const bad = await fetch(`${base}${API_PREFIX}/question/live?id=abc`);
    assert.equal(bad.status, 400);
  });

  it('a list counts the posts of its kind and tag published since it loaded, and nothing older', async () => {
    const author = await member();
    const tag = `live${process.pid}`;
    await makeTag(db, tag);
    await makeTag(db, `${tag}x`);
    // Published two seconds before the page loaded: not new.
    await makePost(db, { user_id: author.id, created_at: new Date(Date.now() - 2000) });
    const stop = new AbortController();
    try {
      const next = await openEventStream(`${base}${API_PREFIX}/question/page/live?content_type=${ContentType.question}&tag=${tag}&age_ms=1000`, newPostsFrameSchema, { signal: stop.signal });
      assert.equal((await next()).count, 0);
      const ask = (body: object) =>
        call(author.token, 'POST', '/question', { title: 'A new post while the list is open', content: 'Fresh content for the list.', tags: [{ slug_name: tag }], content_type: ContentType.question, ...body });
      await ask({});
      assert.equal((await next(PUSHED_WITHIN_MS)).count, 1);
      // Another kind and another tag wake the list but are not counted.
      await ask({ content_type: ContentType.article });
      assert.equal((await next(PUSHED_WITHIN_MS)).count, 1);
      await ask({ tags: [{ slug_name: `${tag}x` }] });
      assert.equal((await next(PUSHED_WITHIN_MS)).count, 1);
      await ask({});
      assert.equal((await next(PUSHED_WITHIN_MS)).count, 2);
    } finally {
      stop.abort();
    }
    const tooOld = await fetch(`${base}${API_PREFIX}/question/page/live?age_ms=999999999`);
    assert.equal(tooOld.status, 400);
  });
});

describe('live posts across instances sharing Redis', () => {
  let redisUp = false;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  before(async () => {
    const probe = await redisStoreOrSkip();
    redisUp = probe !== null;
    await probe?.close();
    if (!redisUp) return;
    const shared = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: redisTestPrefix() };
    a = await createTestApp({ installed: true, env: shared });
    b = await createTestApp({ installed: true, env: shared });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await a?.close();
    await b?.close();
  });

  it('a change published on one instance reaches a page following the post on the other', async (t) => {
    if (!redisUp) return t.skip(`Redis is not reachable at ${TEST_REDIS_URL}`);
    // Each test app has its own database: the post lives in B's, and A only publishes, as after its own write.
    const db = b.app.site.db;
    const asker = await makeUser(db);
    const q = await makePost(db, { user_id: asker.id });
    const stop = new AbortController();
    try {
      const next = await openEventStream(`${baseB}${API_PREFIX}/question/live?id=${q.id}`, postLiveFrameSchema, { signal: stop.signal });
      const first = await next();
      await makeAnswer(db, q.id, (await makeUser(db)).id);
      await a.app.memberEvents.publish(postTopic(q.id), POST_CHANGED);
      assert.notEqual((await next(PUSHED_WITHIN_MS)).revision, first.revision);
    } finally {
      stop.abort();
    }
  });
});
