import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { makePost, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('robots.txt, sitemap.xml and the search-cache redirect', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const ids: Record<string, string> = {};
  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    const u = await makeUser(db);
    ids.listed = (await makePost(db, { user_id: u.id, title: 'Listed one' })).id;
    ids.unlisted = (await makePost(db, { user_id: u.id, title: 'Unlisted', show: 2 })).id;
    ids.deleted = (await makePost(db, { user_id: u.id, title: 'Deleted', status: 10 })).id;
    ids.pending = (await makePost(db, { user_id: u.id, title: 'Pending', status: 11 })).id;
  });
  after(() => t.close());

  it("robots.txt: a default naming the sitemap, then the admin's text; closed on a private site", async () => {
    const def = await t.inject({ url: '/robots.txt' });
    assert.equal(def.statusCode, 200);
    assert.match(String(def.headers['content-type']), /^text\/plain/);
    assert.match(def.body, /^User-agent: \*\n/);
    assert.match(def.body, /Disallow: \/admin\n/);
    assert.match(def.body, /Sitemap: http:\/\/localhost:9080\/sitemap.xml\n$/);
    await writeSettings(db, { seo: { robots: 'User-agent: *\nDisallow: /secret', permalink: 1 } });
    assert.equal((await t.inject({ url: '/robots.txt' })).body, 'User-agent: *\nDisallow: /secret\n');
    await writeSettings(db, { login: { login_required: true } });
    try {
      assert.equal((await t.inject({ url: '/robots.txt' })).body, 'User-agent: *\nDisallow: /\n');
    } finally {
      await writeSettings(db, { login: { login_required: false }, seo: { robots: '', permalink: 1 } });
    }
  });

  it('sitemap.xml: the listed posts at their canonical addresses; nothing on a private site', async () => {
    const res = await t.inject({ url: '/sitemap.xml' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    assert.deepEqual(locs, [`http://localhost:9080/questions/${ids.listed}/listed-one`]);
    assert.equal((await t.inject({ url: '/sitemap/page-1.xml' })).body, res.body);
    for (const url of ['/sitemap/page-2.xml', '/sitemap/page-0.xml', '/sitemap/x.xml', '/sitemap/page-99999999999.xml', '/sitemap/%ff']) {
      assert.ok([400, 404].includes((await t.inject({ url })).statusCode), url);
    }
    await writeSettings(db, { login: { login_required: true } });
    try {
      assert.equal((await t.inject({ url: '/sitemap.xml' })).statusCode, 404);
      assert.equal((await t.inject({ url: '/sitemap/page-1.xml' })).statusCode, 404);
    } finally {
      await writeSettings(db, { login: { login_required: false } });
    }
  });

  it('a page view from a search-engine cache goes to the real path; API calls and other views do not', async () => {
    const referer = 'https://webcache.googleusercontent.com/search?q=cache:k:http://localhost:9080/questions/1';
    const url = `/search?q=${encodeURIComponent(`cache:k:http://localhost:9080/questions/${ids.listed}/listed-one`)}`;
    const res = await t.inject({ url, headers: { referer } });
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, `/questions/${ids.listed}/listed-one`);
    const viaHost = await t.inject({ url: `/questions/${ids.listed}`, headers: { host: 'webcache.googleusercontent.com' } });
    assert.equal(viaHost.statusCode, 302);
    assert.equal(viaHost.headers.location, `http://localhost:9080/questions/${ids.listed}`);
    assert.notEqual((await t.inject({ url, headers: { referer: 'https://www.google.com/' } })).statusCode, 302);
    assert.notEqual((await t.inject({ url: `/questions/${ids.listed}`, headers: { referer } })).statusCode, 302);
    assert.notEqual((await t.inject({ url: '/answer/api/v1/siteinfo', headers: { host: 'webcache.googleusercontent.com' } })).statusCode, 302);
  });
});

describe('before install', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('robots.txt closes the site; the sitemap and pages lead to the wizard', async () => {
    const robots = await t.inject({ url: '/robots.txt' });
    assert.equal(robots.statusCode, 200);
    assert.equal(robots.body, 'User-agent: *\nDisallow: /\n');
    for (const url of ['/sitemap.xml', '/sitemap/page-1.xml', '/questions/1']) {
      const res = await t.inject({ url, headers: { referer: 'https://webcache.googleusercontent.com/' } });
      assert.equal(res.statusCode, 302, url);
      assert.equal(res.headers.location, '/install', url);
    }
  });
});
