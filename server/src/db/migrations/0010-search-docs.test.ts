// search_docs (0010) follows every write that changes what free-text search may offer: a post or answer leaves it
// when hidden and comes back when shown again, and answers carry their post's price and author.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { makeAnswer, makePost, makeUser } from '../../test-support/factories.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('search_docs, the narrow copy search matches on', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
  });
  after(() => t?.close());

  const doc = (type: 'question' | 'answer', id: string) =>
    db.selectFrom('search_docs').selectAll().where('object_type', '=', type).where('id', '=', id).executeTakeFirst();

  it('copies listed posts and visible answers, and drops them when hidden', async () => {
    const author = await makeUser(db);
    const post = await makePost(db, { user_id: author.id, title: 'Copied into search' });
    const answer = await makeAnswer(db, post.id, (await makeUser(db)).id);
    assert.equal((await doc('question', post.id))?.answer_count, 1);
    assert.equal((await doc('answer', answer.id))?.post_user_id, author.id);
    for (const [set, gone] of [[{ show: 2 }, true], [{ show: 1 }, false], [{ status: 10 }, true], [{ status: 1 }, false], [{ status: 11 }, true], [{ status: 2 }, false]] as const) {
      await db.updateTable('posts').set(set).where('id', '=', post.id).execute();
      assert.equal((await doc('question', post.id)) === undefined, gone, JSON.stringify(set));
      assert.equal((await doc('answer', answer.id)) === undefined, gone, `its answer, ${JSON.stringify(set)}`);
    }
    await db.updateTable('answers').set({ is_private: true }).where('id', '=', answer.id).execute();
    assert.equal(await doc('answer', answer.id), undefined);
    await db.updateTable('answers').set({ is_private: false, status: 10 }).where('id', '=', answer.id).execute();
    assert.equal(await doc('answer', answer.id), undefined);
    await db.updateTable('answers').set({ status: 1 }).where('id', '=', answer.id).execute();
    assert.ok(await doc('answer', answer.id));
    await db.deleteFrom('answers').where('id', '=', answer.id).execute();
    assert.equal(await doc('answer', answer.id), undefined);
  });

  it('follows edits, votes and prices', async () => {
    const post = await makePost(db, { user_id: (await makeUser(db)).id, title: 'Before the edit', content_type: 1 });
    const answer = await makeAnswer(db, post.id, (await makeUser(db)).id);
    await db.updateTable('posts').set({ title: 'After the edit', vote_count: 7, score: 5 }).where('id', '=', post.id).execute();
    const d = await doc('question', post.id);
    // The new title's words, weighted as a title (A); the body (written by the factory) is unchanged.
    assert.match(d!.search, /'after':1A/);
    assert.equal(d!.vote_count, 7);
    assert.equal(d!.priced, true);
    assert.equal((await doc('answer', answer.id))?.priced, true, 'an answer of a priced post is priced');
    await db.updateTable('answers').set({ original_text: 'A rewritten answer', vote_count: 3 }).where('id', '=', answer.id).execute();
    const a = await doc('answer', answer.id);
    assert.match(a!.search, /'rewritten'/);
    assert.equal(a!.vote_count, 3);
  });
});
