import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, envelopeSchema, questionTagBasicListSchema, similarQuestionPageSchema } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { makeAnswer, makePost, makeTag, makeUser } from '../test-support/factories.js';
import { setWriteSettings } from '../test-support/question-write-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('the ask page helpers: question/similar and question/tags', () => {
  let t: TestApp;
  let db: Kysely<Database>;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    const u = await makeUser(db);
    const parse = await makePost(db, { user_id: u.id, title: 'How to parse JSON in Go' });
    await makePost(db, { user_id: u.id, title: 'Parse JSON quickly with streaming' });
    await makePost(db, { user_id: u.id, title: 'Unrelated cooking recipe' });
    await makePost(db, { user_id: u.id, title: 'Deleted JSON parse post', status: 10 });
    await makePost(db, { user_id: u.id, title: 'Hidden JSON parse post', show: 2 });
    await makePost(db, { user_id: u.id, title: 'Closed JSON post', status: 2 });
    const a = await makeAnswer(db, parse.id, u.id);
    await db.updateTable('posts').set({ accepted_answer_id: a.id }).where('id', '=', parse.id).execute();
    for (let i = 0; i < 14; i++) await makePost(db, { user_id: u.id, title: `json item ${i}` });

    for (const slug of ['javascript', 'java', 'jquery', 'json', 'go', '100%_pure']) await makeTag(db, slug);
    await db.updateTable('tags').set({ display_name: 'JavaScript', recommend: true, question_count: 3 }).where('slug_name', '=', 'javascript').execute();
    await db.updateTable('tags').set({ question_count: 50 }).where('slug_name', '=', 'java').execute();
    await db.updateTable('tags').set({ reserved: true }).where('slug_name', '=', 'jquery').execute();
    const js = await makeTag(db, 'js');
    const jsMain = await db.selectFrom('tags').select('id').where('slug_name', '=', 'javascript').executeTakeFirstOrThrow();
    await db.updateTable('tags').set({ main_tag_id: jsMain.id }).where('id', '=', js.id).execute();
    const gone = await makeTag(db, 'jsgone');
    await db.updateTable('tags').set({ status: 10 }).where('id', '=', gone.id).execute();
  });
  after(() => t.close());

  const similar = async (title: string) => {
    const res = await t.inject({ url: `${API_PREFIX}/question/similar?title=${encodeURIComponent(title)}` });
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(similarQuestionPageSchema).parse(res.json()).data;
  };
  const tags = async (q: string) => {
    const res = await t.inject({ url: `${API_PREFIX}/question/tags${q}` });
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(questionTagBasicListSchema).parse(res.json()).data;
  };

  it('similar: ranks posts sharing words with the title, listed posts only, at most 10', async () => {
    const p = await similar('parse json go');
    assert.equal(p.list[0]!.title, 'How to parse JSON in Go');
    assert.equal(p.list[0]!.accepted_answer, true);
    assert.equal(p.list[0]!.answer_count, 1);
    assert.equal(p.list[0]!.url_title, 'how-to-parse-json-in-go');
    assert.equal(p.list[1]!.title, 'Parse JSON quickly with streaming');
    assert.equal(p.list.length, 10);
    const titles = p.list.map((x) => x.title);
    assert.ok(!titles.some((x) => x.startsWith('Deleted') || x.startsWith('Hidden')));
    assert.ok(!titles.includes('Unrelated cooking recipe'));
    assert.ok((await similar('closed')).list.some((x) => x.title === 'Closed JSON post'));
  });

  it('similar: empty or symbol-only titles find nothing; query syntax is harmless', async () => {
    assert.deepEqual(await similar(''), { count: 0, list: [] });
    assert.deepEqual(await similar(`'&|!:*()<->"`), { count: 0, list: [] });
    assert.equal((await similar("json & !go | (recipe:*) 'x'")).list.length > 0, true);
    const long = await t.inject({ url: `${API_PREFIX}/question/similar?title=${'x'.repeat(400)}` });
    assert.equal(long.statusCode, 400);
    const twice = await t.inject({ url: `${API_PREFIX}/question/similar?title=a&title=b` });
    assert.equal(twice.statusCode, 400);
  });

  it('tags: prefix on slug or display name, exact match first, then recommended, then most used', async () => {
    const list = await tags('?tag=ja');
    assert.deepEqual(list.map((x) => x.slug_name), ['javascript', 'java']);
    assert.equal(list[0]!.recommend, true);
    assert.match(list[0]!.tag_id, /^\d+$/);
    assert.deepEqual((await tags('?tag=java')).map((x) => x.slug_name), ['java', 'javascript']);
    assert.deepEqual((await tags('?tag=JavaS')).map((x) => x.slug_name), ['javascript']);
  });

  it('tags: a synonym offers its main tag; deleted tags are not offered; reserved are marked', async () => {
    const js = await tags('?tag=js');
    assert.deepEqual(js.map((x) => x.slug_name), ['javascript', 'json']);
    assert.equal((await tags('?tag=jq'))[0]!.reserved, true);
  });

  it('tags: LIKE wildcards are plain characters', async () => {
    assert.deepEqual((await tags('?tag=%25')).map((x) => x.slug_name), []);
    assert.deepEqual((await tags('?tag=100%25_')).map((x) => x.slug_name), ['100%_pure']);
  });

  it('tags: empty query lists the recommended tags, including those named by the write setting', async () => {
    assert.deepEqual((await tags('')).map((x) => x.slug_name), ['javascript']);
    await setWriteSettings(db, { recommend_tags: ['go'], reserved_tags: ['json'] });
    try {
      const list = await tags('');
      assert.deepEqual(list.map((x) => x.slug_name).sort(), ['go', 'javascript']);
      assert.equal((await tags('?tag=json'))[0]!.reserved, true);
    } finally {
      await setWriteSettings(db, {});
    }
    const bad = await t.inject({ url: `${API_PREFIX}/question/tags?tag=${'x'.repeat(36)}` });
    assert.equal(bad.statusCode, 400);
  });
});
