import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, notificationStatusSchema } from '@site/shared/contract';
import { createSession } from '../services/account/session-service.js';
import type { MemberEvent } from '../services/member-events/member-event-bus.js';
import { openEventStream, PUSHED_WITHIN_MS } from '../test-support/event-stream.js';
import { makePost, makeUser } from '../test-support/factories.js';
import { redisStoreOrSkip, redisTestPrefix, TEST_REDIS_URL } from '../test-support/redis.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** The member's live red dots over real HTTP. */
const openStream = (base: string, token: string, signal: AbortSignal) =>
  openEventStream(`${base}${API_PREFIX}/notification/stream`, notificationStatusSchema, { token, signal });

describe('live red dots', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  it('the stream sends the counts at once, then again as a mention happens, and when the list is opened', async () => {
    const db = t.app.site.db;
    const reader = await makeUser(db, { username: `reader_${process.pid}` });
    const writer = await makeUser(db, { username: `writer_${process.pid}` });
    const [readerToken, writerToken] = [await createSession(db, reader.id), await createSession(db, writer.id)];
    const q = await makePost(db, { user_id: writer.id });
    const stop = new AbortController();
    try {
      const next = await openStream(base, readerToken, stop.signal);
      assert.equal((await next()).inbox, 0);
      const res = await fetch(`${base}${API_PREFIX}/comment`, {
        method: 'POST',
        headers: { authorization: writerToken, 'content-type': 'application/json' },
        body: JSON.stringify({ object_id: q.id, original_text: `Look here @${reader.username}` }),
      });
      assert.equal(res.status, 200, await res.text());
      assert.equal((await next(PUSHED_WITHIN_MS)).inbox, 1);
      // Opening the list elsewhere clears the badge on this page too.
      const cleared = await fetch(`${base}${API_PREFIX}/notification/status`, {
        method: 'PUT',
        headers: { authorization: readerToken, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'inbox' }),
      });
      assert.equal(cleared.status, 200);
      assert.equal((await next(PUSHED_WITHIN_MS)).inbox, 0);
    } finally {
      stop.abort();
    }
  });

  it('a refused write tells nobody', async () => {
    const db = t.app.site.db;
    const heard: MemberEvent[] = [];
    const member = await makeUser(db);
    const off = t.app.memberEvents.subscribe(member.id, (e) => heard.push(e));
    const res = await fetch(`${base}${API_PREFIX}/comment`, {
      method: 'POST',
      headers: { authorization: await createSession(db, member.id), 'content-type': 'application/json' },
      body: JSON.stringify({ object_id: '999999', original_text: 'nowhere to go' }),
    });
    assert.equal(res.status, 404);
    await new Promise((r) => setTimeout(r, 100));
    off();
    assert.deepEqual(heard, []);
  });

  it('needs a login', async () => {
    const res = await fetch(`${base}${API_PREFIX}/notification/stream`);
    assert.equal(res.status, 401);
  });
});

describe('live red dots across instances sharing Redis', () => {
  let redisUp = false;
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    const probe = await redisStoreOrSkip();
    redisUp = probe !== null;
    await probe?.close();
    if (!redisUp) return;
    const shared = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: redisTestPrefix() };
    a = await createTestApp({ installed: true, env: shared });
    b = await createTestApp({ installed: true, env: shared });
  });
  after(async () => {
    await a?.close();
    await b?.close();
  });

  it('a notification created through one instance reaches the member\'s listener on the other', async (t) => {
    if (!redisUp) return t.skip(`Redis is not reachable at ${TEST_REDIS_URL}`);
    const db = a.app.site.db;
    const author = await makeUser(db);
    const answerer = await makeUser(db);
    const q = await makePost(db, { user_id: author.id });
    const heardOnB = new Promise<MemberEvent>((resolve) => {
      const off = b.app.memberEvents.subscribe(author.id, (e) => {
        off();
        resolve(e);
      });
    });
    const res = await a.inject({
      method: 'POST',
      url: `${API_PREFIX}/answer`,
      payload: { question_id: q.id, content: 'An answer through instance A.' },
      headers: { authorization: await createSession(db, answerer.id) },
    });
    assert.equal(res.statusCode, 200, res.body);
    const event = await Promise.race([heardOnB, new Promise<null>((r) => setTimeout(() => r(null), PUSHED_WITHIN_MS))]);
    assert.deepEqual(event, { kind: 'notifications' });
  });
});
