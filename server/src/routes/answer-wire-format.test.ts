// Where Apache Answer's own web client reads the API differently from ours: it must get what it reads, through the
// same routes our client uses (answer/page's page size, GET tag's parameter names, tag lists' descriptions, the
// groups of GET siteinfo).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ANSWER_PAGE_SIZE_MAX, envelopeSchema, RoleId, siteInfoSchema, tagInfoSchema } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { createSession } from '../services/account/session-service.js';
import { makePost, makeUser } from '../test-support/factories.js';
import { call } from '../test-support/tag-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe("Answer's wire format", () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let mod = '';
  let member = '';
  let memberId = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    mod = await createSession(db, (await makeUser(db, { role_id: RoleId.moderator })).id);
    memberId = (await makeUser(db)).id;
    member = await createSession(db, memberId);
  });
  after(() => t.close());

  const ok = async (method: 'GET' | 'POST' | 'PUT', path: string, token: string | null, input?: Record<string, unknown>) => {
    const res = await call(t, method, path, token, input);
    assert.equal(res.status, 200, `${method} ${path}: ${res.msg}`);
    return res.data;
  };

  describe('answer/page', () => {
    it("serves the page size Answer's client always sends (999) and up to 1000, refusing more", async () => {
      const qid = (await makePost(db, { user_id: memberId, answer_count: 150 })).id;
      const rows = Array.from({ length: 150 }, (_, i) => ({
        question_id: qid,
        user_id: memberId,
        original_text: `Answer number ${i}`,
        parsed_text: `<p>Answer number ${i}</p>`,
      }));
      await db.insertInto('answers').values(rows).execute();

      // 150 answers: more than the general page cap (100), all in the one call Answer's client makes.
      const all = (await ok('GET', '/answer/page', null, { question_id: qid, page: 1, page_size: 999 })) as { count: number; list: { id: string; html: string }[] };
      assert.equal(all.count, 150);
      assert.equal(all.list.length, 150);
      assert.equal(new Set(all.list.map((a) => a.id)).size, 150);
      assert.ok(all.list.every((a) => /^<p>Answer number \d+<\/p>$/.test(a.html)));
      assert.equal(((await ok('GET', '/answer/page', null, { question_id: qid, page_size: ANSWER_PAGE_SIZE_MAX })) as { list: unknown[] }).list.length, 150);

      for (const page_size of [ANSWER_PAGE_SIZE_MAX + 1, 0, 'many']) {
        const res = await call(t, 'GET', '/answer/page', null, { question_id: qid, page_size });
        assert.equal(res.status, 400, `page_size=${page_size}`);
        assert.ok(res.fields.page_size, `page_size=${page_size}: ${JSON.stringify(res.data)}`);
      }
      // Other lists keep their cap of 100.
      assert.equal((await call(t, 'GET', '/question/page', null, { page_size: 101 })).status, 400);
    });
  });

  describe('GET tag', () => {
    it("finds a tag by Answer's `name` (the slug) and `id` as well as by tag_name and tag_id", async () => {
      const created = (await ok('POST', '/tag', mod, { slug_name: 'wire-go', display_name: 'Go' })) as { tag_id: string };
      const synonym = (await ok('POST', '/tag', mod, { slug_name: 'wire-golang', display_name: 'Golang' })) as { tag_id: string };
      await ok('PUT', '/tag/synonym', mod, { tag_id: created.tag_id, synonym_tag_list: [{ slug_name: 'wire-golang' }] });
      const get = async (q: Record<string, string>) => tagInfoSchema.parse(await ok('GET', '/tag', null, q));

      const queries: Record<string, string>[] = [{ name: 'wire-go' }, { name: 'WIRE-GO' }, { tag_name: 'wire-go' }, { id: created.tag_id }, { tag_id: created.tag_id }];
      for (const q of queries) {
        const tag = await get(q);
        assert.equal(tag.tag_id, created.tag_id, JSON.stringify(q));
        assert.equal(tag.display_name, 'Go');
      }
      // By name a synonym answers its main tag; by id the tag itself, whichever parameter name carries it.
      const bySynonymName = await get({ name: 'wire-golang' });
      assert.equal(bySynonymName.tag_id, created.tag_id);
      assert.equal(bySynonymName.main_tag_slug_name, 'wire-go');
      assert.equal((await get({ id: synonym.tag_id })).tag_id, synonym.tag_id);
      // An id wins over a name, as in Answer.
      assert.equal((await get({ id: synonym.tag_id, name: 'wire-go' })).tag_id, synonym.tag_id);

      const none = await call(t, 'GET', '/tag', null, {});
      assert.equal(none.status, 400);
      assert.equal(none.fields.tag_name, 'This field is required.');
      const badId = await call(t, 'GET', '/tag', null, { id: 'abc' });
      assert.equal(badId.status, 400);
      assert.equal(badId.fields.id, 'The ID is not valid.');
      assert.equal((await call(t, 'GET', '/tag', null, { name: 'wire-nothing' })).status, 404);
    });
  });

  describe('tag lists', () => {
    it('carry parsed_text and excerpt filled from the description, in every list of tags', async () => {
      const description = '**Go** is a language.\n\nSee <https://go.dev> for more.';
      const main = (await ok('POST', '/tag', mod, { slug_name: 'wire-list', display_name: 'Listed', original_text: description })) as { tag_id: string };
      await ok('POST', '/tag', mod, { slug_name: 'wire-list-syn', display_name: 'Listed synonym', original_text: '_A_ synonym.' });
      await ok('PUT', '/tag/synonym', mod, { tag_id: main.tag_id, synonym_tag_list: [{ slug_name: 'wire-list-syn' }] });
      await ok('POST', '/tag', mod, { slug_name: 'wire-plain', display_name: 'Plain' });
      await ok('PUT', '/follow/tags', member, { slug_name_list: ['wire-list', 'wire-plain'] });

      const info = tagInfoSchema.parse(await ok('GET', '/tag', null, { name: 'wire-list' }));
      assert.match(info.parsed_text, /^<p><strong>Go<\/strong> is a language\.<\/p>/);
      assert.equal(info.excerpt, 'Go is a language. See https://go.dev for more.');

      type Described = { slug_name: string; parsed_text: string; excerpt: string };
      const find = (list: Described[], slug: string) => {
        const tag = list.find((x) => x.slug_name === slug);
        assert.ok(tag, `${slug} in ${JSON.stringify(list.map((x) => x.slug_name))}`);
        return tag;
      };
      const lists: Array<[string, Described[]]> = [
        ['tags/page', ((await ok('GET', '/tags/page', null, { slug_name: 'wire-list' })) as { list: Described[] }).list],
        ['tags', (await ok('GET', '/tags', null, { tags: 'wire-list,wire-plain' })) as Described[]],
        ['tags/following', (await ok('GET', '/tags/following', member)) as Described[]],
        ['question/tags', (await ok('GET', '/question/tags', member, { tag: 'wire-l' })) as Described[]],
      ];
      for (const [name, list] of lists) {
        const tag = find(list, 'wire-list');
        assert.equal(tag.parsed_text, info.parsed_text, name);
        assert.equal(tag.excerpt, info.excerpt, name);
      }
      for (const [name, list] of lists.slice(1, 3)) {
        const plain = find(list, 'wire-plain');
        assert.deepEqual([plain.parsed_text, plain.excerpt], ['', ''], name);
      }
      const synonyms = ((await ok('GET', '/tag/synonyms', null, { tag_id: main.tag_id })) as { synonyms: Described[] }).synonyms;
      const syn = find(synonyms, 'wire-list-syn');
      assert.equal(syn.parsed_text, '<p><em>A</em> synonym.</p>');
      assert.equal(syn.excerpt, 'A synonym.');
    });
  });

  describe('GET siteinfo', () => {
    const siteInfo = async () => envelopeSchema(siteInfoSchema).parse((await t.inject({ url: '/answer/api/v1/siteinfo' })).json()).data;

    it("has Answer 2.0's groups with its defaults where the product has no setting", async () => {
      const raw = (await t.inject({ url: '/answer/api/v1/siteinfo' })).json().data;
      for (const key of ['site_questions', 'site_tags', 'site_advanced', 'site_security', 'site_legal', 'users_settings', 'ai_enabled', 'mcp_enabled']) {
        assert.ok(key in raw, key);
      }
      const info = await siteInfo();
      assert.deepEqual(info.theme, {
        theme: 'default',
        color_scheme: 'system',
        theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } },
        layout: 'Full-width',
        theme_options: [{ label: 'Default', value: 'default' }],
      });
      assert.deepEqual(info.site_questions, { min_tags: 1, min_content: 1, restrict_answer: true });
      assert.deepEqual(info.site_tags, { required_tag: false, recommend_tags: [], reserved_tags: [] });
      assert.equal(info.site_advanced.max_image_size, 4);
      assert.deepEqual([...info.site_advanced.authorized_image_extensions].sort(), ['gif', 'jpeg', 'jpg', 'png', 'webp']);
      assert.deepEqual(info.site_advanced.authorized_attachment_extensions, []);
      assert.deepEqual(info.site_security, { login_required: false, external_content_display: 'always_display', check_update: true });
      assert.deepEqual(info.site_legal, { external_content_display: 'always_display' });
      assert.deepEqual(info.users_settings, { default_avatar: 'system', gravatar_base_url: 'https://www.gravatar.com/avatar/' });
      assert.equal(info.ai_enabled, false);
      assert.equal(info.mcp_enabled, false);
      // The product's own groups stay as they were.
      assert.deepEqual(info.site_write, { restrict_answer: true, required_tag: false, recommend_tags: [], reserved_tags: [] });
      assert.equal(info.recommend_nav.show_users, true);
    });

    it("fills Answer's groups from the product's settings", async () => {
      await writeSettings(db, {
        write: { restrict_answer: false, required_tag: true, recommend_tags: ['go', { slug_name: 'rust', display_name: 'Rust' }], reserved_tags: ['meta'] },
        login: { login_required: true },
        general: { name: 'Test site', check_update: false },
        users: { default_avatar: 'gravatar', gravatar_base_url: 'https://mirror.example/avatar/' },
        theme: { theme: 'night', color_scheme: 'dark', layout: 'Fixed-width', theme_config: { night: { navbar_style: '#111111', primary_color: '#222222' } } },
        ai: { enabled: true },
      });
      const info = await siteInfo();
      assert.deepEqual(info.site_questions, { min_tags: 1, min_content: 1, restrict_answer: false });
      assert.deepEqual(info.site_tags, {
        required_tag: true,
        recommend_tags: [{ slug_name: 'go', display_name: 'go' }, { slug_name: 'rust', display_name: 'Rust' }],
        reserved_tags: [{ slug_name: 'meta', display_name: 'meta' }],
      });
      assert.equal(info.site_security.login_required, true);
      assert.equal(info.site_security.check_update, false);
      assert.deepEqual(info.users_settings, { default_avatar: 'gravatar', gravatar_base_url: 'https://mirror.example/avatar/' });
      assert.equal(info.ai_enabled, true);
      assert.equal(info.theme.theme, 'night');
      assert.equal(info.theme.layout, 'Fixed-width');
      assert.deepEqual(info.theme.theme_config, {
        night: { navbar_style: '#111111', primary_color: '#222222' },
        default: { navbar_style: 'colored', primary_color: '#0033ff' },
      });

      // A flat theme_config (the colours of the site's theme) reads as that theme's, and `default` is always there.
      await writeSettings(db, { theme: { theme: 'default', layout: 'sideways', theme_config: { primary_color: '#abcdef' } } });
      const flat = await siteInfo();
      assert.deepEqual(flat.theme.theme_config, { default: { navbar_style: 'colored', primary_color: '#abcdef' } });
      assert.equal(flat.theme.layout, 'Full-width');
      await writeSettings(db, { login: { login_required: false }, theme: {}, ai: {} });
    });
  });
});
