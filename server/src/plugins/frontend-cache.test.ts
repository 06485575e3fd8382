// A page's HTML for readers (crawlable parts and boot settings) is remembered under the anonymous cache's rule: the
// next page load after any write through the API is fresh, so a cached page never hides a new post or shows a deleted one.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, BOOT_DATA_ELEMENT_ID } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { makePost, makeTag } from '../test-support/factories.js';
import { userWithToken } from '../test-support/question-write-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const TEMPLATE = '<!doctype html><html><head><meta charset="utf-8"><title>Loading</title></head><body><div id="root"><div id="boot-skeleton"></div></div></body></html>';
const contentOf = (html: string) => /(<div id="ssr-content"[\s\S]*?)<div id="boot-skeleton">/.exec(html)?.[1] ?? '';
const siteNameOf = (html: string) => {
  const json = new RegExp(`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return (JSON.parse(json!) as { siteInfo?: { general: { name: string } } }).siteInfo?.general.name;
};

describe('page HTML for readers, remembered until a write', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let webRoot: string;
  let author: { user: { id: string }; token: string };
  before(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'site-web-'));
    mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell/dist/index.html'), TEMPLATE);
    t = await createTestApp({ installed: true, keepAnonymousCache: true, env: { webRoot } });
    db = t.app.site.db;
    author = await userWithToken(db);
    await makeTag(db, 'bread');
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => t.inject({ url, headers });
  const ask = async (title: string) => {
    const res = await t.inject({ method: 'POST', url: `${API_PREFIX}/question`, headers: { authorization: author.token }, payload: { title, content_type: 1, content: 'Some content here', tags: [{ slug_name: 'bread' }] } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.id as string;
  };

  it('serves the remembered page until a write through the API, then the fresh one', async () => {
    await makePost(db, { user_id: author.user.id, title: 'First loaf' });
    const first = await page('/questions');
    assert.match(contentOf(first.body), /First loaf/);
    // Written behind the API's back: the remembered page stands (this is what makes it a cache)...
    await makePost(db, { user_id: author.user.id, title: 'Behind the back' });
    assert.equal((await page('/questions')).body, first.body);
    // ...and a member's page load is the same page (it never depends on who asks).
    assert.equal((await page('/questions', { authorization: author.token })).body, first.body);
    await ask('Asked through the API');
    const fresh = contentOf((await page('/questions')).body);
    assert.match(fresh, /Behind the back/);
    assert.match(fresh, /Asked through the API/);
  });

  it('never hides a new post from the next page load, and never shows a deleted one', async () => {
    await page('/questions');
    const id = await ask('Sourdough starter');
    assert.match(contentOf((await page('/questions')).body), /Sourdough starter/);
    const post = await page(`/questions/${id}`);
    assert.equal(post.statusCode, 200);
    assert.match(contentOf(post.body), /Sourdough starter/);
    const del = await t.inject({ method: 'DELETE', url: `${API_PREFIX}/question`, headers: { authorization: author.token }, payload: { id } });
    assert.equal(del.statusCode, 200, del.body);
    assert.doesNotMatch((await page('/questions')).body, /Sourdough starter/);
    const gone = await page(`/questions/${id}`);
    assert.equal(gone.statusCode, 404);
    assert.doesNotMatch(gone.body, /Sourdough starter/);
  });

  it('a refused write changes nothing and keeps the remembered page; the site settings follow a real write', async () => {
    const before = await page('/');
    const refused = await t.inject({ method: 'POST', url: `${API_PREFIX}/question`, headers: { authorization: author.token }, payload: { title: '' } });
    assert.equal(refused.statusCode, 400);
    await makePost(db, { user_id: author.user.id, title: 'Still hidden by the cache', content_type: 2 });
    assert.equal((await page('/')).body, before.body);
    assert.equal(siteNameOf(before.body), 'Test site');
    await t.app.anonymousCache.invalidate();
    assert.match(contentOf((await page('/')).body), /Still hidden by the cache/);
  });
});
