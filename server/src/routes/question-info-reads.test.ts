// What a member's read of a post costs the database once nothing has changed: nothing. Their session, what they
// did to the post, the post itself and the privilege table are all remembered under the write generation (the
// embedded database has one connection: a query per view would queue every member behind every other).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { API_PREFIX } from '@site/shared/contract';
import { createSession } from '../services/account/session-service.js';
import { makePost, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('a member reading a post again', () => {
  let t: TestApp;
  let read: () => Promise<{ status: number; queries: string[] }>;
  before(async () => {
    t = await createTestApp({ installed: true, keepAnonymousCache: true });
    const db = t.app.site.db;
    const member = await makeUser(db);
    const post = await makePost(db, { user_id: (await makeUser(db)).id, title: 'How many queries does a view take?' });
    const token = await createSession(db, member.id);
    read = async () => {
      const queries: string[] = [];
      const query = pg.Client.prototype.query;
      // Every statement of either engine goes through a pg client (the embedded one over its private channel).
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const q = args[0] as string | { text?: string };
        queries.push(typeof q === 'string' ? q : String(q?.text));
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      try {
        const res = await t.inject({ url: `${API_PREFIX}/question/info?id=${post.id}`, headers: { authorization: token } });
        return { status: res.statusCode, queries };
      } finally {
        pg.Client.prototype.query = query;
      }
    };
  });
  after(() => t?.close());

  it('asks the database nothing until something is written', async () => {
    const first = await read();
    assert.equal(first.status, 200);
    assert.ok(first.queries.length > 0, 'the first read reads');
    const again = await read();
    assert.equal(again.status, 200);
    assert.deepEqual(again.queries, []);
    await t.app.anonymousCache.invalidate();
    assert.ok((await read()).queries.length > 0, 'after a write it reads again');
  });
});
