import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { makePost, makeTag, makeUser } from '../../test-support/factories.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { sitemapIndex, sitemapPage, sitemapPageCount } from './sitemap.js';
import { pageTexts } from './page-texts.js';
import type { SeoSite } from './seo-site.js';

const site: SeoSite = { name: 'S', base: 'https://example.com/q&a', permalink: 2, private: false, maintenance: false, robots: '', description: '', texts: pageTexts('en_US') };
const read = async (gen: AsyncGenerator<string>) => {
  let xml = '';
  for await (const chunk of gen) xml += chunk;
  return xml;
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap pages', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const listed: string[] = [];
  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    const u = await makeUser(db);
    const used = await makeTag(db, 'used & loved');
    await makeTag(db, 'never-used');
    const synonym = await makeTag(db, 'synonym');
    const deleted = await makeTag(db, 'deleted-tag');
    for (let i = 0; i < 7; i++) listed.push((await makePost(db, { user_id: u.id, title: `Listed ${i}` })).id);
    await db.updateTable('tags').set({ question_count: 1 }).where('id', 'in', [used.id, synonym.id, deleted.id]).execute();
    await db.updateTable('tags').set({ main_tag_id: used.id }).where('id', '=', synonym.id).execute();
    await db.updateTable('tags').set({ status: 10 }).where('id', '=', deleted.id).execute();
    await makePost(db, { user_id: u.id, title: 'Unlisted', show: 2 });
    await makePost(db, { user_id: u.id, title: 'Deleted', status: 10 });
    await makePost(db, { user_id: u.id, title: 'Pending', status: 11 });
    listed.push((await makePost(db, { user_id: u.id, title: 'Closed', status: 2 })).id);
  });
  after(() => t.close());

  it('split into pages of the limit, each walked in batches, together every listed post and used tag once', async () => {
    assert.equal(await sitemapPageCount(db, 3), 3);
    const pages = await Promise.all([1, 2, 3].map((n) => read(sitemapPage(db, site, n, { perPage: 3, batch: 2 }))));
    assert.deepEqual(pages.map((p) => locs(p).length), [3, 3, 3]);
    const all = pages.flatMap(locs);
    // Unused, synonym and deleted tags have no page of their own to list.
    assert.deepEqual(all, [...listed.map((id) => `https://example.com/q&amp;a/questions/${id}`), 'https://example.com/q&amp;a/tags/used%20%26%20loved']);
    assert.match(pages[0]!, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    assert.match(pages[0]!, /<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    assert.equal(locs(await read(sitemapPage(db, site, 4, { perPage: 3 }))).length, 0);
  });

  it('the index names each page at the site address', () => {
    assert.deepEqual(locs(sitemapIndex(site, 2)), ['https://example.com/q&amp;a/sitemap/page-1.xml', 'https://example.com/q&amp;a/sitemap/page-2.xml']);
    assert.match(sitemapIndex(site, 2), /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });
});
