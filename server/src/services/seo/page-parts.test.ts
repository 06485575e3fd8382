import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { writeSettings } from '../../repositories/settings-repo.js';
import { makeAnswer, makePost, makeTag, makeUser } from '../../test-support/factories.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const TEMPLATE = '<!doctype html><html><head><meta charset="utf-8"><title>Loading</title></head><body><div id="root"><div id="boot-skeleton"></div></div></body></html>';

/** The JSON-LD blocks of a page, parsed (a parse error fails the test). */
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const metaOf = (html: string, attr: string) => new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)">`).exec(html)?.[1];
/** The server's content markup, inside #root before the app's placeholder. */
const contentOf = (html: string) => /(<div id="ssr-content"[\s\S]*?)<div id="boot-skeleton">/.exec(html)?.[1] ?? '';

describe('crawlable pages', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let webRoot: string;
  const ids: Record<string, string> = {};

  before(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'site-web-'));
    mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell/dist/index.html'), TEMPLATE);
    t = await createTestApp({ installed: true, env: { webRoot } });
    db = t.app.site.db;
    const author = await makeUser(db, { username: 'alice' });
    const answerer = await makeUser(db, { username: 'bob' });
    const planner = await makeUser(db, { username: 'carol' });
    const tag = await makeTag(db, 'baking');
    const q = await makePost(db, { user_id: author.id, title: 'How to bake </script><b>bread</b>', tagIds: [tag.id] });
    ids.question = q.id;
    const a = await makeAnswer(db, q.id, answerer.id);
    await db.updateTable('answers').set({ parsed_text: '<p>Knead it well</p>', vote_count: 3, accepted: 2 }).where('id', '=', a.id).execute();
    ids.answer = a.id;
    const secret = await makeAnswer(db, q.id, planner.id);
    await db.updateTable('answers').set({ parsed_text: '<p>My private plan</p>', is_private: true }).where('id', '=', secret.id).execute();
    const gone = await makeAnswer(db, q.id, author.id);
    await db.updateTable('answers').set({ parsed_text: '<p>A deleted answer</p>', status: 10 }).where('id', '=', gone.id).execute();
    ids.article = (await makePost(db, { user_id: author.id, title: 'An article', content_type: 2, tagIds: [tag.id] })).id;
    ids.paid = (await makePost(db, { user_id: author.id, title: 'Paid question', score: 50, tagIds: [tag.id] })).id;
    ids.deleted = (await makePost(db, { user_id: author.id, title: 'Deleted question', status: 10 })).id;
    ids.pending = (await makePost(db, { user_id: author.id, title: 'Pending question', status: 11 })).id;
    ids.unlisted = (await makePost(db, { user_id: author.id, title: 'Unlisted question', show: 2, tagIds: [tag.id] })).id;
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('a question: title, canonical, description, Open Graph, QAPage JSON-LD and the readable content', async () => {
    const res = await t.inject({ url: `/questions/${ids.question}` });
    assert.equal(res.statusCode, 200);
    const html = res.body;
    assert.match(html, /<title>How to bake &lt;\/script&gt;&lt;b&gt;bread&lt;\/b&gt; - Test site<\/title>/);
    assert.match(canonicalOf(html)!, new RegExp(`^http://localhost:9080/questions/${ids.question}/how-to-bake-script-b-bread-b-$`));
    assert.equal(metaOf(html, 'og:type'), 'article');
    assert.equal(metaOf(html, 'og:site_name'), 'Test site');
    assert.equal(metaOf(html, 'og:url'), canonicalOf(html));
    assert.match(metaOf(html, 'description')!, /^Body of How to bake/);
    const [ld] = jsonLdOf(html);
    assert.equal(ld!['@type'], 'QAPage');
    const question = ld!.mainEntity as Record<string, unknown>;
    assert.equal(question.name, 'How to bake </script><b>bread</b>');
    assert.equal((question.acceptedAnswer as { text: string }).text, 'Knead it well');
    assert.equal(question.answerCount, 1);
    const content = contentOf(html);
    assert.match(content, /<h1>How to bake &lt;\/script&gt;/);
    assert.match(content, /<p>Body of How to bake/);
    assert.match(content, /Knead it well/);
    assert.match(content, /<a href="\/users\/bob" rel="author">/);
    assert.match(content, /<a href="\/tags\/baking" rel="tag">baking<\/a>/);
    assert.doesNotMatch(html, /My private plan|A deleted answer/);
    assert.doesNotMatch(content, /data-testid/, 'the app test ids stay the app\'s');
  });

  it('the canonical follows the permalink setting; an answer address is canonical at its post', async () => {
    await writeSettings(db, { seo: { robots: '', permalink: 2 } });
    const res = await t.inject({ url: `/questions/${ids.question}/whatever/${ids.answer}` });
    assert.equal(canonicalOf(res.body), `http://localhost:9080/questions/${ids.question}`);
    await writeSettings(db, { seo: { robots: '', permalink: 1 } });
  });

  it('an article is a DiscussionForumPosting', async () => {
    const res = await t.inject({ url: `/questions/${ids.article}/an-article` });
    const [ld] = jsonLdOf(res.body);
    assert.equal(ld!['@type'], 'DiscussionForumPosting');
    assert.equal(ld!.headline, 'An article');
  });

  it('a paid post goes without its body, in the markup, the description and the JSON-LD', async () => {
    const res = await t.inject({ url: `/questions/${ids.paid}` });
    assert.equal(res.statusCode, 200);
    assert.doesNotMatch(res.body, /Body of Paid question/);
    assert.equal(metaOf(res.body, 'description'), 'Paid question');
    assert.equal((jsonLdOf(res.body)[0]!.mainEntity as { text: string }).text, 'Paid question');
    assert.match(contentOf(res.body), /<h1>Paid question<\/h1>/);
  });

  it('missing, deleted and pending posts answer 404 with no content; an unlisted one is kept out of search', async () => {
    for (const id of [ids.deleted, ids.pending, '999999999']) {
      const res = await t.inject({ url: `/questions/${id}` });
      assert.equal(res.statusCode, 404, id);
      assert.equal(contentOf(res.body), '');
      assert.doesNotMatch(res.body, /Deleted question|Pending question/);
    }
    const unlisted = await t.inject({ url: `/questions/${ids.unlisted}` });
    assert.equal(unlisted.statusCode, 200);
    assert.match(unlisted.body, /<meta name="robots" content="noindex">/);
    assert.doesNotMatch(unlisted.body, /Unlisted question/);
  });

  it("the markup's words are in the page's language: the site's, else the browser's", async () => {
    const setLanguage = (language: string) => writeSettings(db, { interface: { language, time_zone: 'UTC', default_avatar: 'system' } });
    const post = (headers: Record<string, string> = {}) => t.inject({ url: `/questions/${ids.question}`, headers }).then((r) => contentOf(r.body));
    await setLanguage('Default');
    const zh = await post({ 'accept-language': 'zh-CN,zh;q=0.9' });
    assert.match(zh, /<h2>1 个回答<\/h2>/);
    assert.match(zh, /已采纳的回答/);
    assert.match(contentOf((await t.inject({ url: '/questions', headers: { 'accept-language': 'zh-CN' } })).body), /<h1>问题<\/h1>/);
    assert.match(await post({ 'accept-language': 'fr-FR' }), /<h2>1 answer<\/h2>/);
    // A site language other than 'Default' is every visitor's.
    await setLanguage('zh_CN');
    assert.match(await post({ 'accept-language': 'en-US' }), /<h2>1 个回答<\/h2>/);
    await setLanguage('en_US');
    assert.match(await post({ 'accept-language': 'zh-CN' }), /<h2>1 answer<\/h2>/);
  });

  it('lists: /questions the listed questions, / the articles, a page past the end 404', async () => {
    const questions = await t.inject({ url: '/questions' });
    const content = contentOf(questions.body);
    assert.match(content, /<h1>Questions<\/h1>/);
    assert.match(content, new RegExp(`href="/questions/${ids.question}/how-to-bake`));
    assert.match(content, /Paid question/);
    assert.doesNotMatch(content, /Unlisted question|Deleted question|Pending question|An article/);
    assert.equal(canonicalOf(questions.body), 'http://localhost:9080/questions');
    const home = await t.inject({ url: '/' });
    assert.match(contentOf(home.body), /<h1>Articles<\/h1>.*An article/s);
    assert.equal((await t.inject({ url: '/questions?page=9' })).statusCode, 404);
    const kind = await t.inject({ url: '/?content_type=1&order=active' });
    assert.equal(canonicalOf(kind.body), 'http://localhost:9080/?content_type=1');
    // As the app reads the address: a kind that is none and an unknown order fall back.
    const odd = await t.inject({ url: '/questions?content_type=9&order=nope' });
    assert.equal(odd.statusCode, 200);
    assert.equal(canonicalOf(odd.body), 'http://localhost:9080/questions');
    assert.match(contentOf(odd.body), /<h1>Questions<\/h1>/);
  });

  it('a tag page, the tag list, and 404 for a tag nobody has', async () => {
    const tag = await t.inject({ url: '/tags/baking' });
    assert.equal(tag.statusCode, 200);
    assert.match(contentOf(tag.body), /<h1>baking<\/h1>.*An article.*How to bake/s);
    assert.doesNotMatch(tag.body, /Unlisted question|Body of Paid/);
    assert.match(contentOf((await t.inject({ url: '/tags' })).body), /<a href="\/tags\/baking" rel="tag">baking<\/a>/);
    assert.equal((await t.inject({ url: '/tags/no-such-tag' })).statusCode, 404);
    assert.equal((await t.inject({ url: '/tags/create' })).statusCode, 200);
  });

  it('a profile: the public view only; 404 for nobody', async () => {
    const res = await t.inject({ url: '/users/alice' });
    assert.equal(res.statusCode, 200);
    assert.match(contentOf(res.body), /<h1>alice<\/h1>/);
    // The page's boot data carries the site's public contact address; the member's own address appears nowhere.
    const { e_mail } = await db.selectFrom('users').select('e_mail').where('username', '=', 'alice').executeTakeFirstOrThrow();
    assert.ok(!res.body.includes(e_mail), 'the member e-mail leaked into the page');
    assert.equal(jsonLdOf(res.body)[0]!['@type'], 'ProfilePage');
    assert.equal((await t.inject({ url: '/users/nobody-here' })).statusCode, 404);
    assert.equal((await t.inject({ url: '/users/login' })).statusCode, 200);
  });

  it('odd addresses never fail the page', async () => {
    for (const url of ['/tags/%E0%A4%A', '/users/%ff', '/questions/1?page=x', '/?content_type=99', '/questions?page=-1', '/tags/' + 'x'.repeat(300), '/questions/9999999999999999999']) {
      const res = await t.inject({ url });
      // Fastify itself refuses a malformed escape in the path (400).
      assert.ok([200, 400, 404].includes(res.statusCode), `${url}: ${res.statusCode}`);
    }
  });

  it('a private site shows nothing to visitors', async () => {
    await writeSettings(db, { login: { login_required: true } });
    try {
      for (const url of [`/questions/${ids.question}`, '/questions', '/tags/baking', '/users/alice']) {
        const res = await t.inject({ url });
        assert.equal(res.statusCode, 200, url);
        assert.equal(contentOf(res.body), '', url);
        assert.doesNotMatch(res.body, /How to bake|ld\+json/, url);
      }
    } finally {
      await writeSettings(db, { login: { login_required: false } });
    }
  });
});
