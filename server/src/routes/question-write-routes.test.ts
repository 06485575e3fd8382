import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, envelopeSchema, questionInfoSchema, RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { listRevisions } from '../repositories/revisions-repo.js';
import { makePicture, makePost, makeTag } from '../test-support/factories.js';
import { setWriteSettings, userWithToken } from '../test-support/question-write-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { highPresetWithSuggestions } from '../test-support/privileges.js';

const Q = `${API_PREFIX}/question`;

describe('POST and PUT question: ask and edit', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let member = '';
  let memberId = '';
  let other = '';
  let moderator = '';
  let admin = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    // Answer's high preset (a new member creates no tags and edits others' posts only as suggestions for review).
    await highPresetWithSuggestions(t.app.site.db);
    db = t.app.site.db;
    const m = await userWithToken(db);
    member = m.token;
    memberId = m.user.id;
    other = (await userWithToken(db)).token;
    moderator = (await userWithToken(db, { role_id: RoleId.moderator })).token;
    admin = await t.login();
    for (const slug of ['go', 'json', 'rust', 'meta']) await makeTag(db, slug);
    await db.updateTable('tags').set({ reserved: true }).where('slug_name', '=', 'meta').execute();
  });
  after(() => t.close());

  const send = (method: 'POST' | 'PUT', token: string | null, payload: unknown) =>
    t.inject({ method, url: Q, payload: payload as object, headers: token ? { authorization: token } : {} });
  const ask = (token: string, body: Record<string, unknown>) =>
    send('POST', token, { title: 'A question title', content: 'Some **content**', tags: [{ slug_name: 'go' }], ...body });
  const fieldErrors = (res: { statusCode: number; json(): unknown; body: string }) => {
    assert.equal(res.statusCode, 400, res.body);
    return Object.fromEntries((res.json() as { data: { error_field: string; error_msg: string }[] }).data.map((e) => [e.error_field, e.error_msg]));
  };
  const tagCount = async (slug: string) => (await db.selectFrom('tags').select('question_count').where('slug_name', '=', slug).executeTakeFirstOrThrow()).question_count;
  const userQuestions = async (id: string) => (await db.selectFrom('users').select('question_count').where('id', '=', id).executeTakeFirstOrThrow()).question_count;
  const tagsOf = async (postId: string) =>
    (await db.selectFrom('post_tags as pt').innerJoin('tags as t', 't.id', 'pt.tag_id').select('t.slug_name').where('pt.post_id', '=', postId).orderBy('t.slug_name').execute()).map((r) => r.slug_name);

  it('asks: renders sanitized HTML and an excerpt, slugs the title, links tags, bumps counters, writes a revision', async () => {
    const goBefore = await tagCount('go');
    const userBefore = await userQuestions(memberId);
    const res = await ask(member, {
      title: 'How do I parse JSON in Go?',
      content: 'Use `encoding/json`.\n\n<script>alert(1)</script>\n\n```go\nfmt.Println(1)\n```',
      tags: [{ slug_name: 'go' }, { slug_name: 'JSON' }, { slug_name: 'go' }],
    });
    assert.equal(res.statusCode, 200, res.body);
    const { id, url_title } = res.json().data;
    assert.match(id, /^\d+$/);
    assert.equal(url_title, 'how-do-i-parse-json-in-go');

    const post = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(post.content_type, 2, 'the default kind is article');
    assert.equal(Number(post.score), 0);
    assert.doesNotMatch(post.parsed_text, /<script/);
    assert.match(post.parsed_text, /<code class="language-go">/);
    assert.equal(post.description.startsWith('Use encoding/json.'), true, post.description);
    assert.deepEqual(await tagsOf(id), ['go', 'json']);
    const links = await db.selectFrom('post_tags').select('created_at').where('post_id', '=', id).execute();
    assert.ok(links.every((l) => l.created_at.getTime() === post.created_at.getTime()), 'post_tags copy created_at');
    assert.equal(await tagCount('go'), goBefore + 1);
    assert.equal(await userQuestions(memberId), userBefore + 1);
    const revs = await listRevisions(db, 'question', id);
    assert.equal(revs.length, 1);
    assert.equal(revs[0]!.object_type, 'question');
    assert.equal(revs[0]!.user_id, memberId);
    assert.deepEqual((revs[0]!.content as { tags: string[] }).tags, ['go', 'json']);

    const info = await t.inject({ url: `${Q}/info?id=${id}` });
    const data = envelopeSchema(questionInfoSchema).parse(info.json()).data;
    assert.equal(data.title, 'How do I parse JSON in Go?');
    assert.deepEqual(data.tags.map((x) => x.slug_name).sort(), ['go', 'json']);
  });

  it('accepts the five kinds and refuses others', async () => {
    for (const ct of [1, 2, 3, 4, 5]) {
      // An AI picture post needs its picture (routes/picture-routes.test.ts).
      const picture = ct === 5 ? { picture_id: await makePicture(db, memberId) } : {};
      const res = await ask(member, { content_type: ct, title: `Kind ${ct}`, ...picture });
      assert.equal(res.statusCode, 200, res.body);
      const row = await db.selectFrom('posts').select('content_type').where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
      assert.equal(row.content_type, ct);
    }
    for (const ct of [0, 6, '1', 1.5, null]) assert.ok('content_type' in fieldErrors(await ask(member, { content_type: ct })), String(ct));
  });

  it('title: required and at most 150 characters, with the spec messages', async () => {
    assert.equal(fieldErrors(await ask(member, { title: undefined })).title, 'Title cannot be empty.');
    assert.equal(fieldErrors(await ask(member, { title: '   ' })).title, 'Title cannot be empty.');
    assert.equal(fieldErrors(await ask(member, { title: 'x'.repeat(151) })).title, 'Title cannot exceed 150 characters.');
    assert.equal((await ask(member, { title: 'x'.repeat(150) })).statusCode, 200);
    assert.equal(fieldErrors(await ask(member, { title: 42 })).title, 'This value is not valid.');
  });

  it('content is required; tags need at least one, at most five, well-formed', async () => {
    assert.equal(fieldErrors(await ask(member, { content: '' })).content, 'Content cannot be empty.');
    assert.equal(fieldErrors(await ask(member, { content: ' \n ' })).content, 'Content cannot be empty.');
    assert.equal(fieldErrors(await ask(member, { content: undefined })).content, 'Content cannot be empty.');
    assert.equal(fieldErrors(await ask(member, { tags: [] })).tags, 'At least one tag is required.');
    assert.equal(fieldErrors(await ask(member, { tags: undefined })).tags, 'At least one tag is required.');
    const six = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((s) => ({ slug_name: s }));
    assert.equal(fieldErrors(await ask(member, { tags: six })).tags, 'A post can have at most 5 tags.');
    assert.ok(fieldErrors(await ask(member, { tags: ['go'] })).tags, 'a string instead of a tag object');
    assert.equal(fieldErrors(await ask(member, { tags: [{ slug_name: 'x'.repeat(36) }] })).tags, 'A tag cannot exceed 35 characters.');
    assert.equal(fieldErrors(await ask(member, { tags: [{ slug_name: 'two words' }] })).tags, 'The tag "two words" contains illegal characters.');
    assert.ok(fieldErrors(await ask(member, { tags: 'go' })).tags);
  });

  it('points must suit the kind and lie within the bounds, and the error says why', async () => {
    const errs = fieldErrors(await ask(member, { score: 10, content_type: 2 }));
    assert.equal(errs.score, 'This kind of post cannot carry points.');
    assert.equal(fieldErrors(await ask(member, { score: -1, content_type: 4 })).score, 'The points are outside the range this site allows.');
    assert.ok('score' in fieldErrors(await ask(member, { score: '0' })));
    assert.equal(fieldErrors(await ask(member, { score: 10_001, content_type: 3 })).score, 'The points are outside the range this site allows.');
    assert.equal((await ask(member, { score: 0, content_type: 4 })).statusCode, 200);
  });

  it('bad bodies answer 400, never 500', async () => {
    for (const payload of ['"text"', '[]', '{"title":', 'null', '{"tags":[null]}', '{"tags":[{"slug_name":1}]}']) {
      const res = await t.inject({ method: 'POST', url: Q, payload, headers: { authorization: member, 'content-type': 'application/json' } });
      assert.equal(res.statusCode, 400, `${payload}: ${res.body}`);
    }
  });

  it('a member without the reputation to create tags cannot name a tag that does not exist; nothing is written', async () => {
    const before = await db.selectFrom('posts').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const res = await ask(member, { tags: [{ slug_name: 'go' }, { slug_name: 'brand-new' }] });
    assert.equal(res.statusCode, 403, res.body);
    assert.equal(res.json().msg, 'You need at least 1500 reputation to do this.');
    const after = await db.selectFrom('posts').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    assert.equal(after.n, before.n);
    assert.equal(await db.selectFrom('tags').select('id').where('slug_name', '=', 'brand-new').executeTakeFirst(), undefined);
  });

  it('staff create missing tags on the fly (with a revision)', async () => {
    const res = await ask(moderator, { tags: [{ slug_name: 'Fresh-Tag', display_name: 'Fresh Tag', original_text: 'About *it*' }] });
    assert.equal(res.statusCode, 200, res.body);
    const tag = await db.selectFrom('tags').selectAll().where('slug_name', '=', 'fresh-tag').executeTakeFirstOrThrow();
    assert.equal(tag.display_name, 'Fresh Tag');
    assert.equal(tag.parsed_text, '<p>About <em>it</em></p>');
    assert.equal(tag.question_count, 1);
    // Tag ids have their own sequence: a post may share the number, so filter by type.
    assert.equal((await listRevisions(db, 'tag', tag.id)).length, 1);
    assert.equal((await ask(admin, { tags: [{ slug_name: 'admin-made' }] })).statusCode, 200);
  });

  it('reserved tags (the tag flag or the write setting) are for moderators and admins only', async () => {
    assert.equal(fieldErrors(await ask(member, { tags: [{ slug_name: 'meta' }] })).tags, 'The tag "meta" is reserved: only moderators can add it.');
    assert.equal((await ask(moderator, { tags: [{ slug_name: 'meta' }] })).statusCode, 200);
    assert.equal((await ask(admin, { tags: [{ slug_name: 'meta' }] })).statusCode, 200);
    await setWriteSettings(db, { reserved_tags: ['rust'] });
    try {
      assert.equal(fieldErrors(await ask(member, { tags: [{ slug_name: 'rust' }] })).tags, 'The tag "rust" is reserved: only moderators can add it.');
      assert.equal((await ask(moderator, { tags: [{ slug_name: 'rust' }] })).statusCode, 200);
    } finally {
      await setWriteSettings(db, {});
    }
  });

  it('required_tag: at least one recommended tag', async () => {
    await setWriteSettings(db, { required_tag: true, recommend_tags: ['json'] });
    try {
      assert.equal(fieldErrors(await ask(member, { tags: [{ slug_name: 'go' }] })).tags, 'At least one recommended tag is required.');
      assert.equal(fieldErrors(await ask(moderator, { tags: [{ slug_name: 'go' }] })).tags, 'At least one recommended tag is required.');
      assert.equal((await ask(member, { tags: [{ slug_name: 'go' }, { slug_name: 'json' }] })).statusCode, 200);
    } finally {
      await setWriteSettings(db, {});
    }
  });

  it('a synonym stands for its main tag', async () => {
    const golang = await makeTag(db, 'golang');
    const go = await db.selectFrom('tags').select('id').where('slug_name', '=', 'go').executeTakeFirstOrThrow();
    await db.updateTable('tags').set({ main_tag_id: go.id }).where('id', '=', golang.id).execute();
    const res = await ask(member, { tags: [{ slug_name: 'golang' }] });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await tagsOf(res.json().data.id), ['go']);
  });

  it('parallel asks with the same tag count every post', async () => {
    const before = await tagCount('rust');
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => ask(member, { title: `Parallel ${i}`, tags: [{ slug_name: 'rust' }] })));
    assert.ok(results.every((r) => r.statusCode === 200));
    assert.equal(await tagCount('rust'), before + 6);
  });

  describe('PUT question', () => {
    let postId = '';
    before(async () => {
      const res = await ask(member, { title: 'Original title', content: 'Original body', tags: [{ slug_name: 'go' }, { slug_name: 'json' }] });
      postId = res.json().data.id;
    });
    const edit = (token: string, body: Record<string, unknown>) =>
      send('PUT', token, { id: postId, title: 'Edited title', content: 'Edited *body*', tags: [{ slug_name: 'go' }], ...body });

    it('the author edits title, body and tags: counts move, editor and time set, revision with summary', async () => {
      const [go, json, rust] = [await tagCount('go'), await tagCount('json'), await tagCount('rust')];
      const res = await edit(member, { tags: [{ slug_name: 'go' }, { slug_name: 'rust' }], edit_summary: 'clarified' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().data, { id: postId, url_title: 'edited-title', wait_for_review: false });
      assert.deepEqual(await tagsOf(postId), ['go', 'rust']);
      assert.deepEqual([await tagCount('go'), await tagCount('json'), await tagCount('rust')], [go, json - 1, rust + 1]);
      const post = await db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
      assert.equal(post.title, 'Edited title');
      assert.equal(post.parsed_text, '<p>Edited <em>body</em></p>');
      assert.equal(post.description, 'Edited body');
      assert.equal(post.last_edit_user_id, memberId);
      assert.ok(post.edited_at);
      const revs = await listRevisions(db, 'question', postId);
      assert.equal(revs.length, 2);
      assert.equal(revs[1]!.summary, 'clarified');
      assert.equal(revs[1]!.title, 'Edited title');
    });

    it("another member's edit waits for review (the post unchanged); moderators and admins edit at once", async () => {
      const res = await edit(other, { title: 'By another member' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.wait_for_review, true);
      const unchanged = await db.selectFrom('posts').select('title').where('id', '=', postId).executeTakeFirstOrThrow();
      assert.notEqual(unchanged.title, 'By another member');
      assert.equal((await edit(moderator, { title: 'By a moderator' })).statusCode, 200);
      assert.equal((await edit(admin, { title: 'By an admin' })).statusCode, 200);
      const post = await db.selectFrom('posts').select(['title', 'user_id']).where('id', '=', postId).executeTakeFirstOrThrow();
      assert.equal(post.title, 'By an admin');
      assert.equal(post.user_id, memberId, 'the author stays the author');
    });

    it('the same field rules apply; unknown, deleted and malformed ids', async () => {
      assert.equal(fieldErrors(await edit(member, { title: '' })).title, 'Title cannot be empty.');
      assert.equal(fieldErrors(await edit(member, { tags: [] })).tags, 'At least one tag is required.');
      assert.equal(fieldErrors(await edit(member, { edit_summary: 'x'.repeat(301) })).edit_summary, 'Edit summary cannot exceed 300 characters.');
      assert.ok('id' in fieldErrors(await edit(member, { id: 'abc' })));
      assert.ok('id' in fieldErrors(await edit(member, { id: undefined })));
      assert.equal((await edit(member, { id: '999999999' })).statusCode, 404);
      const deleted = await makePost(db, { user_id: memberId, status: 10 });
      assert.equal((await edit(member, { id: deleted.id })).statusCode, 404);
      assert.equal((await edit(admin, { id: deleted.id })).statusCode, 404);
    });

    it('a member keeps a reserved tag a moderator added', async () => {
      assert.equal((await edit(moderator, { tags: [{ slug_name: 'go' }, { slug_name: 'meta' }] })).statusCode, 200);
      const res = await edit(member, { tags: [{ slug_name: 'go' }, { slug_name: 'meta' }], title: 'Kept meta' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(await tagsOf(postId), ['go', 'meta']);
    });

    it('a member cannot add a reserved tag on edit, nor a missing one', async () => {
      assert.equal((await edit(member, { tags: [{ slug_name: 'json' }] })).statusCode, 200);
      assert.equal(fieldErrors(await edit(member, { tags: [{ slug_name: 'meta' }] })).tags, 'The tag "meta" is reserved: only moderators can add it.');
      assert.equal((await edit(member, { tags: [{ slug_name: 'nope-tag' }] })).json().reason, 'error.rank.no_enough_rank_to_operate');
    });
  });
});
