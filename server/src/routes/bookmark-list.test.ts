// GET personal/collection/page: a member's own bookmarks, as list items, kept in step with collection/switch.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, questionPageSchema } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { makePost } from '../test-support/factories.js';
import { callAs, makeVisitors, type StateVisitor, type Visitor } from '../test-support/question-state-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('bookmark list', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let v: Record<StateVisitor, Visitor>;
  const ids: Record<string, string> = {};

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    v = await makeVisitors(db);
    for (const [key, extra] of [
      ['older', { created_at: new Date(Date.now() - 86_400_000) }],
      ['newer', {}],
      ['unlisted', { show: 2 }],
      ['deleted', {}],
      ['notMarked', {}],
    ] as const) {
      ids[key] = (await makePost(db, { user_id: v.author.id!, title: `post ${key}`, ...extra })).id;
    }
  });
  after(() => t.close());

  const as = (who: StateVisitor, path: string, body?: unknown) => callAs(t, v[who].token, body ? 'POST' : 'GET', path, body);
  const bookmarks = async (who: StateVisitor, query = '') => {
    const res = await as(who, `/personal/collection/page${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(questionPageSchema).parse(res.json()).data;
  };

  it('needs a login', async () => {
    assert.equal((await as('anonymous', '/personal/collection/page')).statusCode, 401);
  });

  it('lists what the member bookmarked, newest post first, unlisted ones included; nobody else\'s', async () => {
    for (const key of ['older', 'newer', 'unlisted', 'deleted']) {
      const res = await as('member', '/collection/switch', { object_id: ids[key], bookmark: true });
      assert.equal(res.statusCode, 200, res.body);
    }
    await as('moderator', '/collection/switch', { object_id: ids.notMarked, bookmark: true });
    await db.updateTable('posts').set({ status: 10 }).where('id', '=', ids.deleted!).execute();

    const page = await bookmarks('member');
    assert.equal(page.count, 3);
    assert.deepEqual(page.list.map((q) => q.title), ['post unlisted', 'post newer', 'post older']);
    assert.deepEqual((await bookmarks('admin')).list, []);
  });

  it('follows the bookmark switch at once, and pages', async () => {
    await as('member', '/collection/switch', { object_id: ids.newer, bookmark: false });
    const page = await bookmarks('member');
    assert.equal(page.count, 2, 'the count is never a cached one');
    assert.deepEqual(page.list.map((q) => q.title), ['post unlisted', 'post older']);
    assert.deepEqual((await bookmarks('member', '?page=2&page_size=1')).list.map((q) => q.title), ['post older']);
    assert.equal((await as('member', '/personal/collection/page?page=9')).statusCode, 404);
    assert.equal((await as('member', '/personal/collection/page?page_size=abc')).statusCode, 400);
  });
});
