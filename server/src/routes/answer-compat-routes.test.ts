// The calls Apache Answer's own web client makes on its pages besides the product's API: language/config,
// plugin/status (plugin-routes.test.ts has the rest), post/render, question/link, permission and /custom.css.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, languageConfigSchema, PostStatus, RoleId, type TextTree } from '@site/shared/contract';
import { catalogues, uiCatalogues } from '@site/shared/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { renderMarkdown } from '../services/markdown/render-markdown.js';
import { createSession } from '../services/account/session-service.js';
import { makePost, makeUser } from '../test-support/factories.js';
import { call } from '../test-support/tag-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const at = (tree: TextTree, path: string): unknown => path.split('.').reduce<unknown>((node, k) => (node as TextTree | undefined)?.[k], tree);

describe("Answer's client calls", () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let member = '';
  let memberId = '';
  let mod = '';
  let inactive = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    const m = await makeUser(db);
    memberId = m.id;
    member = await createSession(db, m.id);
    mod = await createSession(db, (await makeUser(db, { role_id: RoleId.moderator })).id);
    inactive = await createSession(db, (await makeUser(db, { mail_status: 2 })).id);
  });
  after(() => t.close());

  describe('GET language/config', () => {
    const config = async (lang?: string) => {
      const res = await t.inject({ url: '/answer/api/v1/language/config', headers: lang ? { 'accept-language': lang } : {} });
      assert.equal(res.statusCode, 200);
      return envelopeSchema(languageConfigSchema).parse(res.json()).data;
    };

    it("answers the request language's catalogue as nested objects: every text at its dotted path", async () => {
      for (const lang of ['en_US', 'zh_CN']) {
        const { ui, backend } = await config(lang.replace('_', '-'));
        for (const [key, text] of Object.entries(uiCatalogues[lang]!)) assert.equal(at(ui, key), text, `${lang} ui ${key}`);
        for (const [key, text] of Object.entries(catalogues[lang]!)) assert.equal(at(backend, `${key}.other`), text, `${lang} backend ${key}`);
      }
      const zh = await config('zh-CN,zh;q=0.9');
      assert.equal(at(zh.ui, 'nav.question'), '问题');
      assert.equal(at(zh.backend, 'base.success.other'), catalogues.zh_CN!['base.success']);
    });

    it('falls back to English for no, an unknown or an over-long language', async () => {
      const en = await config('en_US');
      assert.equal(at(en.ui, 'nav.question'), 'Questions');
      assert.equal(at(en.backend, 'base.success.other'), 'Success.');
      for (const lang of [undefined, 'fr-FR', 'x'.repeat(200)]) assert.deepEqual(await config(lang), en);
    });
  });

  it('GET plugin/status lists the built-in captcha, on, for anyone', async () => {
    for (const token of [null, member]) {
      const res = await call(t, 'GET', '/plugin/status', token);
      assert.equal(res.status, 200);
      assert.deepEqual(res.data, [{ slug_name: 'captcha_basic', enabled: true, type: 'captcha', route: '' }]);
    }
  });

  describe('POST post/render', () => {
    it("renders markdown with the posts' renderer, for activated members only", async () => {
      const content = '# Title\n\n**bold** and `code` with a [link](https://example.com)\n\n- one\n- two';
      const res = await call(t, 'POST', '/post/render', member, { content });
      assert.equal(res.status, 200, res.msg);
      assert.equal(res.data, renderMarkdown(content));
      assert.match(res.data as string, /<h1>Title<\/h1>/);
      assert.match(res.data as string, /<a href="https:\/\/example\.com" rel="nofollow noopener noreferrer">link<\/a>/);
      assert.equal((await call(t, 'POST', '/post/render', member, {})).data, '');
      assert.equal((await call(t, 'POST', '/post/render', null, { content })).status, 401);
      assert.equal((await call(t, 'POST', '/post/render', inactive, { content })).status, 403);
    });

    it('answers safe HTML whatever the markdown holds', async () => {
      const hostile = [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[click](javascript:alert(1))',
        '[click](JaVaScRiPt:alert(1))',
        '![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '<a href="javascript:alert(1)">x</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<svg onload=alert(1)>',
        '[x](vbscript:msgbox(1))',
        '<style>body{display:none}</style>',
      ];
      for (const content of hostile) {
        const res = await call(t, 'POST', '/post/render', member, { content });
        assert.equal(res.status, 200, content);
        const html = res.data as string;
        assert.doesNotMatch(html, /<(script|iframe|svg|style|img[^>]*onerror)/i, `${content} -> ${html}`);
        // Inside a tag (escaped text may say anything): no script URL and no event handler attribute.
        assert.doesNotMatch(html, /<[^>]*\s(href|src)="?\s*(javascript|vbscript|data):/i, `${content} -> ${html}`);
        assert.doesNotMatch(html, /<[^>]*\son\w+\s*=/i, `${content} -> ${html}`);
      }
    });

    it("refuses more than a post's length with a field error", async () => {
      assert.equal((await call(t, 'POST', '/post/render', member, { content: 'x'.repeat(65535) })).status, 200);
      const res = await call(t, 'POST', '/post/render', member, { content: 'x'.repeat(65536) });
      assert.equal(res.status, 400);
      assert.equal(res.fields.content, 'Content cannot exceed 65535 characters.');
      assert.equal((await call(t, 'POST', '/post/render', member, { content: 5 })).fields.content, 'This value is not valid.');
    });
  });

  describe('GET question/link', () => {
    it('answers an empty page in the page shape for a question the viewer sees, 404 otherwise', async () => {
      const qid = (await makePost(db, { user_id: memberId })).id;
      for (const token of [null, member]) {
        const res = await call(t, 'GET', '/question/link', token, { question_id: qid, page: 1, page_size: 5, order: 'newest' });
        assert.equal(res.status, 200, res.msg);
        assert.deepEqual(res.data, { count: 0, list: [] });
      }
      const pending = (await makePost(db, { user_id: memberId, status: PostStatus.pending })).id;
      assert.equal((await call(t, 'GET', '/question/link', null, { question_id: pending })).status, 404);
      assert.equal((await call(t, 'GET', '/question/link', member, { question_id: pending })).status, 200);
      assert.equal((await call(t, 'GET', '/question/link', null, { question_id: '987654321' })).status, 404);
      assert.equal((await call(t, 'GET', '/question/link', null, { question_id: qid, page: 2 })).status, 404);
      for (const [q, field] of [
        [{}, 'question_id'],
        [{ question_id: 'abc' }, 'question_id'],
        [{ question_id: qid, page_size: 101 }, 'page_size'],
        [{ question_id: qid, order: 'random' }, 'order'],
      ] as const) {
        const res = await call(t, 'GET', '/question/link', null, q);
        assert.equal(res.status, 400, JSON.stringify(q));
        assert.ok(res.fields[field], JSON.stringify(res.data));
      }
    });
  });

  describe('GET permission', () => {
    const ask = async (token: string | null, action: string, lang?: string) =>
      t.inject({ url: `/answer/api/v1/permission?action=${encodeURIComponent(action)}`, headers: { ...(token ? { authorization: token } : {}), ...(lang ? { 'accept-language': lang } : {}) } });
    const allowed = async (token: string, actions: string[]) => {
      const res = await ask(token, actions.join(','));
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data as Record<string, { has_permission: boolean; no_permission_tip: string }>;
      assert.deepEqual(Object.keys(data).sort(), [...actions].sort());
      return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.has_permission]));
    };

    it("answers each action asked from the privilege table (the default low preset) and the product's policies, as Answer's objects", async () => {
      const actions = ['question.add', 'answer.add', 'comment.add', 'question.vote_up', 'question.vote_down', 'comment.vote_down', 'tag.add', 'tag.edit', 'tag.synonym', 'report.add', 'question.audit', 'question.close', 'answer.accept', 'no.such_action'];
      assert.deepEqual(await allowed(member, actions), {
        'question.add': true,
        'answer.add': true,
        'comment.add': true,
        'question.vote_up': true,
        'question.vote_down': false,
        'comment.vote_down': false,
        'tag.add': true,
        'tag.edit': true,
        // The low preset asks 1 reputation to manage synonyms and to flag; reviewing edits is the staff's page.
        'tag.synonym': true,
        'report.add': true,
        'question.audit': false,
        'question.close': false,
        'answer.accept': false,
        'no.such_action': false,
      });
      assert.deepEqual(await allowed(mod, actions), {
        'question.add': true,
        'answer.add': true,
        'comment.add': true,
        'question.vote_up': true,
        'question.vote_down': true,
        'comment.vote_down': false,
        'tag.add': true,
        'tag.edit': true,
        'tag.synonym': true,
        'report.add': true,
        'question.audit': true,
        'question.close': true,
        'answer.accept': false,
        'no.such_action': false,
      });
    });

    it('says why not in the request language, reads Answer-style lists and refuses callers the way Answer does', async () => {
      let data = (await ask(member, 'answer.vote_down,question.add,question.close')).json().data;
      assert.deepEqual(data, {
        'answer.vote_down': { has_permission: false, no_permission_tip: 'You need at least 125 reputation to do this.' },
        'question.add': { has_permission: true, no_permission_tip: '' },
        'question.close': { has_permission: false, no_permission_tip: 'Reputation rank fail to meet the condition.' },
      });
      data = (await ask(member, 'answer.vote_down,question.close', 'zh-CN')).json().data;
      assert.equal(data['answer.vote_down'].no_permission_tip, '你至少需要 125 声望才能执行此操作。');
      assert.equal(data['question.close'].no_permission_tip, catalogues.zh_CN!['error.rank.fail_to_meet_the_condition']);
      assert.deepEqual((await ask(member, '')).json().data, {});
      assert.deepEqual((await ask(member, ' tag.edit ,,tag.edit')).json().data, { 'tag.edit': { has_permission: true, no_permission_tip: '' } });
      assert.deepEqual(Object.keys((await ask(member, '__proto__,constructor')).json().data).sort(), ['__proto__', 'constructor']);
      assert.equal((await ask(member, Array.from({ length: 65 }, (_, i) => `a${i}`).join(','))).statusCode, 400);
      assert.equal((await ask(null, 'tag.add')).statusCode, 401);
      assert.equal((await ask(inactive, 'tag.add')).statusCode, 403);
    });
  });

  describe('/custom.css', () => {
    it("answers the site's custom CSS as text/css, empty when none, never the JSON envelope", async () => {
      let res = await t.inject({ url: '/custom.css' });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/css/);
      assert.equal(res.body, '');
      const css = '.site-header { background: #123456; }';
      await writeSettings(db, { custom_css_html: { custom_css: css } });
      res = await t.inject({ url: '/custom.css' });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/css/);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.body, css);
      await writeSettings(db, { custom_css_html: {} });
    });

    it('answers an empty stylesheet before the site is installed', async () => {
      const fresh = await createTestApp({ installed: false });
      try {
        const res = await fresh.inject({ url: '/custom.css' });
        assert.equal(res.statusCode, 200);
        assert.match(String(res.headers['content-type']), /^text\/css/);
        assert.equal(res.body, '');
      } finally {
        await fresh.close();
      }
    });
  });
});
