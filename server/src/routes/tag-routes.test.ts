import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, RoleId, tagInfoSchema, tagPageSchema, type TagInfo } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { listRevisions } from '../repositories/revisions-repo.js';
import { createSession } from '../services/account/session-service.js';
import { makePost, makeTag, makeUser } from '../test-support/factories.js';
import { call } from '../test-support/tag-factories.js';
import { highPresetWithSuggestions } from '../test-support/privileges.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('tag routes', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let admin = '';
  let mod = '';
  let member = '';
  let memberId = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    admin = await t.login();
    mod = await createSession(db, (await makeUser(db, { role_id: RoleId.moderator })).id);
    const m = await makeUser(db);
    memberId = m.id;
    member = await createSession(db, m.id);
    // A new member suggests edits of tags they did not create; applying them at once takes 20,000 reputation.
    await highPresetWithSuggestions(db);
  });
  after(() => t.close());

  const info = async (q: Record<string, string>, token: string | null = null): Promise<TagInfo> => {
    const res = await call(t, 'GET', '/tag', token, q);
    assert.equal(res.status, 200, res.msg);
    return envelopeSchema(tagInfoSchema).parse({ code: 200, reason: res.reason, msg: res.msg, data: res.data }).data;
  };
  const create = (body: Record<string, unknown>, token = mod) => call(t, 'POST', '/tag', token, body);

  describe('create', () => {
    it('gives the spec messages for empty, too long and illegal names, never a 500', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{}, { slug_name: 'URL Slug cannot be empty.', display_name: 'Display name cannot be empty.' }],
        [{ slug_name: '  ', display_name: '' }, { slug_name: 'URL Slug cannot be empty.', display_name: 'Display name cannot be empty.' }],
        [
          { slug_name: 'a'.repeat(36), display_name: 'b'.repeat(36) },
          { slug_name: 'URL Slug cannot exceed 35 characters.', display_name: 'Display name cannot exceed 35 characters.' },
        ],
        [{ slug_name: 'has space', display_name: 'Ok' }, { slug_name: 'URL Slug may only use the characters a-z, 0-9 and + # - .' }],
        [{ slug_name: 'ünï', display_name: 'Ok' }, { slug_name: 'URL Slug may only use the characters a-z, 0-9 and + # - .' }],
        [{ slug_name: 12, display_name: ['x'], original_text: 5 }, { slug_name: 'This value is not valid.', display_name: 'This value is not valid.', original_text: 'This value is not valid.' }],
      ];
      for (const [body, fields] of cases) {
        const res = await create(body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.deepEqual(res.fields, fields, JSON.stringify(body));
      }
      const bad = await t.inject({ method: 'POST', url: '/answer/api/v1/tag', headers: { authorization: mod, 'content-type': 'application/json' }, payload: '{nope' });
      assert.equal(bad.statusCode, 400);
    });

    it('creates a tag with 35-character names, lower-cases the slug, renders sanitized markdown and writes a revision', async () => {
      const res = await create({ slug_name: ' C++.Net#-', display_name: 'C++ .NET', original_text: '**bold** <script>x()</script>' });
      assert.equal(res.status, 200, res.msg);
      const created = res.data as { tag_id: string; slug_name: string };
      assert.equal(created.slug_name, 'c++.net#-');
      const tag = await info({ tag_name: 'c++.net#-' }, member);
      assert.equal(tag.display_name, 'C++ .NET');
      assert.match(tag.parsed_text, /<strong>bold<\/strong>/);
      assert.doesNotMatch(tag.parsed_text, /<script/);
      assert.equal(tag.original_text, '**bold** <script>x()</script>');
      assert.equal(tag.status, 'available');
      assert.deepEqual(tag.member_actions.map((a) => a.action), ['edit']);
      const revs = await listRevisions(db, 'tag', created.tag_id);
      assert.equal(revs.length, 1);
      assert.equal(revs[0]!.object_type, 'tag');
      assert.equal((revs[0]!.content as { slug_name: string }).slug_name, 'c++.net#-');

      const long = await create({ slug_name: 'x'.repeat(35), display_name: 'y'.repeat(35) });
      assert.equal(long.status, 200, long.msg);
    });

    it('refuses a slug any tag holds (deleted ones too) as a field error', async () => {
      assert.equal((await create({ slug_name: 'dup', display_name: 'Dup' })).status, 200);
      const again = await create({ slug_name: 'DUP', display_name: 'Another' });
      assert.equal(again.status, 400);
      assert.deepEqual(again.fields, { slug_name: 'A tag with this URL Slug already exists.' });
    });
  });

  describe('read', () => {
    it('finds a tag by id or slug; unknown answers 404 and a query without either a field error', async () => {
      const { id } = await makeTag(db, 'readme');
      assert.equal((await info({ tag_id: id })).slug_name, 'readme');
      assert.equal((await info({ tag_name: 'ReadMe' })).tag_id, id);
      assert.equal((await call(t, 'GET', '/tag', null, { tag_name: 'nope' })).status, 404);
      const none = await call(t, 'GET', '/tag', null, {});
      assert.equal(none.status, 400);
      assert.ok(none.fields.tag_name);
      assert.equal((await call(t, 'GET', '/tag', null, { tag_id: 'abc' })).status, 400);
    });

    it('lists main tags with filter, three orders and pagination; 404 past the last page', async () => {
      const mk = async (slug: string, qc: number) => {
        const tag = await makeTag(db, slug);
        await db.updateTable('tags').set({ question_count: qc }).where('id', '=', tag.id).execute();
        return tag;
      };
      await mk('zz-list-b', 5);
      await mk('zz-list-a', 1);
      await mk('zz-list-c', 9);
      const syn = await mk('zz-list-syn', 100);
      const main = await db.selectFrom('tags').select('id').where('slug_name', '=', 'zz-list-a').executeTakeFirstOrThrow();
      await db.updateTable('tags').set({ main_tag_id: main.id }).where('id', '=', syn.id).execute();
      const page = async (q: Record<string, string>) => {
        const res = await call(t, 'GET', '/tags/page', null, q);
        assert.equal(res.status, 200, res.msg);
        return tagPageSchema.parse(res.data);
      };
      const slugs = (p: { list: { slug_name: string }[] }) => p.list.map((x) => x.slug_name);
      assert.deepEqual(slugs(await page({ slug_name: 'ZZ-LIST', query_cond: 'popular' })), ['zz-list-c', 'zz-list-b', 'zz-list-a']);
      assert.deepEqual(slugs(await page({ slug_name: 'zz-list', query_cond: 'name' })), ['zz-list-a', 'zz-list-b', 'zz-list-c']);
      assert.deepEqual(slugs(await page({ slug_name: 'zz-list', query_cond: 'newest' })), ['zz-list-c', 'zz-list-a', 'zz-list-b']);
      const p2 = await page({ slug_name: 'zz-list', query_cond: 'name', page: '2', page_size: '2' });
      assert.equal(p2.count, 3);
      assert.deepEqual(slugs(p2), ['zz-list-c']);
      assert.equal((await call(t, 'GET', '/tags/page', null, { slug_name: 'zz-list', page: '3', page_size: '2' })).status, 404);
      const bad = await call(t, 'GET', '/tags/page', null, { query_cond: 'best', page_size: '1000' });
      assert.equal(bad.status, 400);
      assert.deepEqual(Object.keys(bad.fields).sort(), ['page_size', 'query_cond']);
      assert.equal((await page({ slug_name: '%' })).count, 0);
    });

    it('answers tags by a list of slugs', async () => {
      await makeTag(db, 'by-slug-1');
      await makeTag(db, 'by-slug-2');
      const res = await call(t, 'GET', '/tags', null, { tags: 'by-slug-2,By-Slug-1,nope' });
      assert.equal(res.status, 200);
      assert.deepEqual((res.data as { slug_name: string }[]).map((x) => x.slug_name), ['by-slug-1', 'by-slug-2']);
    });
  });

  describe('edit', () => {
    it("keeps a member's description and name edit of a tag they did not create for review, with its summary", async () => {
      const { id } = await makeTag(db, 'editable');
      const res = await call(t, 'PUT', '/tag', member, { tag_id: id, display_name: 'Editable', original_text: 'New *text*', edit_summary: 'better words' });
      assert.equal(res.status, 200, res.msg);
      assert.equal((res.data as { wait_for_review: boolean }).wait_for_review, true);
      const tag = await info({ tag_id: id });
      assert.equal(tag.display_name, 'editable', 'unchanged until approved');
      const revs = await listRevisions(db, 'tag', id);
      assert.equal(revs.length, 1);
      assert.equal(revs[0]!.user_id, memberId);
      assert.equal(revs[0]!.summary, 'better words');
      assert.equal(revs[0]!.status, 2);
      // Saving the tag as it is changes nothing and writes nothing.
      assert.equal((await call(t, 'PUT', '/tag', member, { tag_id: id, display_name: 'editable' })).status, 200);
      assert.equal((await listRevisions(db, 'tag', id)).length, 1);
    });

    it("applies the tag creator's edit at once", async () => {
      const { id } = await makeTag(db, 'own-tag');
      await db.updateTable('tags').set({ user_id: memberId }).where('id', '=', id).execute();
      const res = await call(t, 'PUT', '/tag', member, { tag_id: id, display_name: 'Own tag', original_text: 'New *text*' });
      assert.equal((res.data as { wait_for_review: boolean }).wait_for_review, false);
      const tag = await info({ tag_id: id });
      assert.equal(tag.display_name, 'Own tag');
      assert.match(tag.parsed_text, /<em>text<\/em>/);
    });

    it('keeps the slug and the recommend/reserved flags to staff', async () => {
      const { id } = await makeTag(db, 'flagged');
      for (const change of [{ slug_name: 'flagged-2' }, { recommend: true }, { reserved: true }]) {
        const res = await call(t, 'PUT', '/tag', member, { tag_id: id, ...change });
        assert.equal(res.status, 403, JSON.stringify(change));
        assert.equal(res.reason, 'error.tag.flags_staff_only');
      }
      assert.equal((await call(t, 'PUT', '/tag', member, { tag_id: id, slug_name: 'Flagged', recommend: false })).status, 200);
      const res = await call(t, 'PUT', '/tag', mod, { tag_id: id, slug_name: 'flagged-2', recommend: true, reserved: true });
      assert.equal(res.status, 200, res.msg);
      const tag = await info({ tag_id: id });
      assert.deepEqual([tag.slug_name, tag.recommend, tag.reserved], ['flagged-2', true, true]);
    });

    it('answers field errors for bad edits, a taken slug, and refuses unknown or deleted tags', async () => {
      const { id } = await makeTag(db, 'edit-errors');
      await makeTag(db, 'edit-taken');
      const bad = await call(t, 'PUT', '/tag', mod, { tag_id: id, display_name: '', slug_name: 'a b', edit_summary: 'x'.repeat(301) });
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.fields, {
        display_name: 'Display name cannot be empty.',
        slug_name: 'URL Slug may only use the characters a-z, 0-9 and + # - .',
        edit_summary: 'Edit summary cannot exceed 300 characters.',
      });
      const taken = await call(t, 'PUT', '/tag', mod, { tag_id: id, slug_name: 'edit-taken' });
      assert.deepEqual(taken.fields, { slug_name: 'A tag with this URL Slug already exists.' });
      assert.deepEqual((await call(t, 'PUT', '/tag', mod, {})).fields, { tag_id: 'This field is required.' });
      assert.equal((await call(t, 'PUT', '/tag', mod, { tag_id: '999999' })).status, 404);
      await db.updateTable('tags').set({ status: 10 }).where('id', '=', id).execute();
      const gone = await call(t, 'PUT', '/tag', mod, { tag_id: id, display_name: 'X' });
      assert.equal(gone.status, 400);
      assert.equal(gone.msg, 'This tag has been deleted.');
    });
  });

  describe('delete and recover', () => {
    it('refuses a tag with posts or synonyms with the spec message', async () => {
      const used = await makeTag(db, 'del-used');
      await makePost(db, { user_id: memberId, tagIds: [used.id] });
      const res = await call(t, 'DELETE', '/tag', admin, { tag_id: used.id });
      assert.equal(res.status, 400);
      assert.equal(res.msg, 'A tag with posts or synonyms cannot be deleted.');
      const main = await makeTag(db, 'del-main');
      const syn = await makeTag(db, 'del-syn');
      await db.updateTable('tags').set({ main_tag_id: main.id }).where('id', '=', syn.id).execute();
      assert.equal((await call(t, 'DELETE', '/tag', admin, { tag_id: main.id })).msg, 'A tag with posts or synonyms cannot be deleted.');
      // The synonym itself (no posts, no synonyms of its own) may go.
      assert.equal((await call(t, 'DELETE', '/tag', admin, { tag_id: syn.id })).status, 200);
      assert.equal((await call(t, 'DELETE', '/tag', admin, { tag_id: main.id })).status, 200);
    });

    it('deletes an unused tag (hidden from members, shown to staff as deleted) and recovers it', async () => {
      const { id } = await makeTag(db, 'del-free');
      assert.equal((await call(t, 'DELETE', '/tag', mod, { tag_id: id })).status, 200);
      assert.equal((await call(t, 'GET', '/tag', member, { tag_id: id })).status, 404);
      const seen = await info({ tag_id: id }, mod);
      assert.equal(seen.status, 'deleted');
      assert.deepEqual(seen.member_actions.map((a) => a.action), ['undelete']);
      assert.equal((await call(t, 'GET', '/tags', null, { tags: 'del-free' })).data instanceof Array, true);
      assert.deepEqual((await call(t, 'GET', '/tags', null, { tags: 'del-free' })).data, []);
      assert.equal((await call(t, 'DELETE', '/tag', mod, { tag_id: id })).status, 200, 'deleting again is harmless');
      assert.equal((await call(t, 'POST', '/tag/recover', mod, { tag_id: id })).status, 200);
      const back = await info({ tag_id: id }, member);
      assert.equal(back.status, 'available');
      assert.equal((await call(t, 'POST', '/tag/recover', mod, { tag_id: '999999' })).status, 404);
      assert.deepEqual((await call(t, 'DELETE', '/tag', mod, { tag_id: 'x' })).fields, { tag_id: 'The ID is not valid.' });
      assert.deepEqual((await call(t, 'POST', '/tag/recover', mod, {})).fields, { tag_id: 'This field is required.' });
    });
  });

  describe('synonyms', () => {
    it('sets, lists and replaces synonyms; a synonym stands for its main tag', async () => {
      const main = await makeTag(db, 'syn-main');
      const old = await makeTag(db, 'syn-old');
      const post = await makePost(db, { user_id: memberId, title: 'Tagged with the synonym', tagIds: [old.id] });
      const res = await call(t, 'PUT', '/tag/synonym', mod, {
        tag_id: main.id,
        synonym_tag_list: [{ slug_name: 'syn-old' }, { slug_name: 'Syn-New', display_name: 'Syn New' }],
      });
      assert.equal(res.status, 200, res.msg);
      const list = await call(t, 'GET', '/tag/synonyms', null, { tag_id: main.id });
      assert.deepEqual(
        (list.data as { synonyms: { slug_name: string; main_tag_slug_name: string }[] }).synonyms.map((s) => [s.slug_name, s.main_tag_slug_name]),
        [['syn-new', 'syn-main'], ['syn-old', 'syn-main']],
      );
      assert.deepEqual((list.data as { member_actions: unknown[] }).member_actions, []);
      const staffView = await call(t, 'GET', '/tag/synonyms', mod, { tag_id: old.id });
      assert.equal((staffView.data as { synonyms: unknown[]; member_actions: unknown[] }).synonyms.length, 2);
      assert.equal((staffView.data as { member_actions: unknown[] }).member_actions.length, 1);

      // By name, a synonym answers its main tag; by id, itself.
      const viaSyn = await info({ tag_name: 'syn-old' });
      assert.equal(viaSyn.tag_id, main.id);
      assert.equal(viaSyn.main_tag_slug_name, 'syn-main');
      assert.equal((await info({ tag_id: old.id })).main_tag_slug_name, 'syn-main');
      // Lists name the main tag for posts tagged with the synonym, and the synonym's slug filters as the main tag.
      const onMain = await makePost(db, { user_id: memberId, title: 'Tagged with the main tag', tagIds: [main.id] });
      const qp = await call(t, 'GET', '/question/page', null, { tag: 'syn-old', content_type: '0' });
      assert.equal(qp.status, 200);
      assert.ok((qp.data as { list: { id: string }[] }).list.some((q) => q.id === onMain.id));
      const all = await call(t, 'GET', '/question/page', null, { content_type: '0', page_size: '100' });
      const mine = (all.data as { list: { id: string; tags: { slug_name: string; main_tag_slug_name: string }[] }[] }).list.find((q) => q.id === post.id);
      assert.deepEqual(mine?.tags.map((x) => [x.slug_name, x.main_tag_slug_name]), [['syn-old', 'syn-main']]);
      assert.equal((await call(t, 'DELETE', '/tag', admin, { tag_id: main.id })).status, 400);

      // Replacing the list releases the ones left out.
      assert.equal((await call(t, 'PUT', '/tag/synonym', mod, { tag_id: main.id, synonym_tag_list: [{ slug_name: 'syn-new' }] })).status, 200);
      assert.equal((await info({ tag_id: old.id })).main_tag_slug_name, '');
      assert.equal((await call(t, 'PUT', '/tag/synonym', mod, { tag_id: main.id, synonym_tag_list: [] })).status, 200);
      assert.deepEqual((await call(t, 'GET', '/tag/synonyms', null, { tag_id: main.id })).data, { synonyms: [], member_actions: [] });
      const created = await db.selectFrom('tags').select(['id', 'display_name']).where('slug_name', '=', 'syn-new').executeTakeFirstOrThrow();
      assert.equal(created.display_name, 'Syn New');
      assert.equal((await listRevisions(db, 'tag', created.id)).length, 1);
    });

    it('refuses itself, chains, deleted tags and bad items', async () => {
      const a = await makeTag(db, 'chain-a');
      const b = await makeTag(db, 'chain-b');
      const c = await makeTag(db, 'chain-c');
      const put = (tagId: string, list: unknown) => call(t, 'PUT', '/tag/synonym', admin, { tag_id: tagId, synonym_tag_list: list });
      assert.deepEqual((await put(a.id, [{ slug_name: 'chain-a' }])).fields, { synonym_tag_list: 'A tag cannot be a synonym of itself.' });
      assert.equal((await put(a.id, [{ slug_name: 'chain-b' }])).status, 200);
      const onSyn = await put(b.id, [{ slug_name: 'chain-c' }]);
      assert.equal(onSyn.status, 400);
      assert.equal(onSyn.msg, 'This tag is a synonym: manage synonyms on its main tag.');
      assert.deepEqual((await put(c.id, [{ slug_name: 'chain-a' }])).fields, { synonym_tag_list: 'A tag that has synonyms of its own cannot become a synonym.' });
      await db.updateTable('tags').set({ status: 10 }).where('id', '=', c.id).execute();
      assert.deepEqual((await put(a.id, [{ slug_name: 'chain-c' }])).fields, { synonym_tag_list: 'A deleted tag cannot become a synonym.' });
      assert.deepEqual((await put(a.id, [{ slug_name: 'bad slug' }])).fields, { synonym_tag_list: 'URL Slug may only use the characters a-z, 0-9 and + # - .' });
      assert.deepEqual((await put(a.id, 'x')).fields, { synonym_tag_list: 'This value is not valid.' });
      assert.deepEqual((await call(t, 'PUT', '/tag/synonym', admin, { tag_id: a.id })).fields, { synonym_tag_list: 'This field is required.' });
      assert.equal((await put('999999', [])).status, 404);
      assert.equal((await call(t, 'GET', '/tag/synonyms', null, { tag_id: '999999' })).status, 404);
      assert.ok((await call(t, 'GET', '/tag/synonyms', null, {})).fields.tag_id);
    });
  });

  describe('follows', () => {
    const followCount = async (slug: string) =>
      (await db.selectFrom('tags').select('follow_count').where('slug_name', '=', slug).executeTakeFirstOrThrow()).follow_count;
    const rows = async (slug: string) =>
      Number(
        (
          await db
            .selectFrom('tag_follows as f')
            .innerJoin('tags as t', 't.id', 'f.tag_id')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('t.slug_name', '=', slug)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('sets the whole followed list, answers it, and marks is_follower', async () => {
      await makeTag(db, 'fol-a');
      await makeTag(db, 'fol-b');
      assert.equal((await call(t, 'PUT', '/follow/tags', member, { slug_name_list: ['fol-a', 'FOL-B'] })).status, 200);
      const following = await call(t, 'GET', '/tags/following', member);
      assert.deepEqual((following.data as { slug_name: string }[]).map((x) => x.slug_name), ['fol-a', 'fol-b']);
      assert.equal((await info({ tag_name: 'fol-a' }, member)).is_follower, true);
      assert.equal((await info({ tag_name: 'fol-a' }, mod)).is_follower, false);
      assert.equal((await info({ tag_name: 'fol-a' })).follow_count, 1);
      assert.equal((await call(t, 'PUT', '/follow/tags', member, { slug_name_list: ['fol-b'] })).status, 200);
      assert.equal(await followCount('fol-a'), 0);
      assert.equal(await followCount('fol-b'), 1);
      const unknown = await call(t, 'PUT', '/follow/tags', member, { slug_name_list: ['fol-b', 'nope-nope'] });
      assert.deepEqual(unknown.fields, { slug_name_list: 'Tag not found.' });
      assert.ok((await call(t, 'PUT', '/follow/tags', member, {})).fields.slug_name_list);
      assert.ok((await call(t, 'PUT', '/follow/tags', member, { slug_name_list: 'fol-b' })).fields.slug_name_list);
      assert.equal((await call(t, 'PUT', '/follow/tags', member, { slug_name_list: [] })).status, 200);
      assert.equal(await followCount('fol-b'), 0);
    });

    it('keeps follow_count equal to the rows under parallel calls', async () => {
      await makeTag(db, 'fol-race');
      await makeTag(db, 'fol-race-2');
      const users = await Promise.all(Array.from({ length: 6 }, () => makeUser(db)));
      const tokens = await Promise.all(users.map((u) => createSession(db, u.id)));
      // The same user follows the same tag eight times at once: one row, one count.
      const same = await Promise.all(Array.from({ length: 8 }, () => call(t, 'PUT', '/follow/tags', tokens[0]!, { slug_name_list: ['fol-race'] })));
      assert.ok(same.every((r) => r.status === 200));
      assert.equal(await followCount('fol-race'), 1);
      // Several users following and unfollowing at once.
      const mixed = await Promise.all(
        tokens.flatMap((tok, i) => [
          call(t, 'PUT', '/follow/tags', tok, { slug_name_list: ['fol-race', 'fol-race-2'] }),
          call(t, 'PUT', '/follow/tags', tok, { slug_name_list: i % 2 ? [] : ['fol-race-2'] }),
        ]),
      );
      assert.ok(mixed.every((r) => r.status === 200), JSON.stringify(mixed.map((r) => r.msg)));
      assert.equal(await followCount('fol-race'), await rows('fol-race'));
      assert.equal(await followCount('fol-race-2'), await rows('fol-race-2'));
    });
  });
});
