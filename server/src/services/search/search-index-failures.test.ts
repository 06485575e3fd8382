import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makePost, makeUser } from '../../test-support/factories.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { searchIndexBuilt, searchIndexReady } from './search-index.js';
import { TextIndex } from './text-index.js';

type LogLine = { level: number; msg: string; docs?: string[]; err?: { message: string } };

describe('search index failures', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
    await t.app.ready(); // the index starts when the app is ready, reporting to the app's log
    await until(() => searchIndexReady(t.app.site.db), 'the index is built at start-up');
  });
  after(() => t?.close());

  async function until(ok: () => boolean, what: string, ms = 30_000): Promise<void> {
    for (const end = Date.now() + ms; !ok(); await new Promise((r) => setTimeout(r, 50))) {
      if (Date.now() > end) assert.fail(`${what}: not within ${ms} ms`);
    }
  }

  it('are logged with the document (kind and id, never its text) and the error; searches still answer', async () => {
    const author = await makeUser(t.app.site.db);
    const post = await makePost(t.app.site.db, { user_id: author.id, title: 'Platypus husbandry notes' });
    // The index cannot take this one document.
    const upsert = TextIndex.prototype.upsert;
    TextIndex.prototype.upsert = function (doc) {
      if (doc.id === post.id) throw new Error('cannot index this document');
      return upsert.call(this, doc);
    };
    try {
      const res = await t.inject({ url: '/answer/api/v1/search?q=platypus' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().data.list.map((r: { object: { id: string } }) => r.object.id), [post.id], 'answered from SQL meanwhile');
      const failure = () => t.logs.map((l) => JSON.parse(l) as LogLine).find((l) => l.msg.startsWith('search index: applying changes failed'));
      await until(() => failure() !== undefined, 'the failure is logged');
      const line = failure()!;
      assert.equal(line.level, 40);
      assert.deepEqual(line.docs, [`question:${post.id}`]);
      assert.equal(line.err?.message, 'cannot index this document');
      const indexLines = t.logs.filter((l) => l.includes('search index:'));
      assert.ok(!indexLines.some((l) => /platypus|husbandry/i.test(l)), 'no line of the index carries the text');
    } finally {
      TextIndex.prototype.upsert = upsert;
    }
    await searchIndexBuilt(t.app.site.db);
  });
});
