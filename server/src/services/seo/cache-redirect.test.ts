import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cacheRedirectTarget, isSearchCacheHost, realPathFromCacheQuery } from './cache-redirect.js';

const GOOGLE = 'https://webcache.googleusercontent.com/search?q=cache:abc:https://site.example/questions/1/x';
const site = 'https://site.example';

describe('search-cache redirect', () => {
  it('knows the cache hosts and their subdomains, nothing else', () => {
    assert.ok(isSearchCacheHost('webcache.googleusercontent.com'));
    assert.ok(isSearchCacheHost('CC.BINGJ.COM:443'));
    assert.ok(isSearchCacheHost('x.cache.baiducontent.com'));
    assert.ok(!isSearchCacheHost('googleusercontent.com.evil.example'));
    assert.ok(!isSearchCacheHost('site.example'));
    assert.ok(!isSearchCacheHost(''));
  });

  it("reads the real path from the cache's query, never another site", () => {
    const q = (v: string) => new URLSearchParams({ q: v });
    assert.equal(realPathFromCacheQuery(q('cache:abc123:https://site.example/questions/1/title?page=2 site:x')), '/questions/1/title?page=2');
    assert.equal(realPathFromCacheQuery(q('cache:https://site.example/tags/go')), '/tags/go');
    assert.equal(realPathFromCacheQuery(new URLSearchParams('q=cache:k:https://site.example/questions/1+&cd=1')), '/questions/1');
    assert.equal(realPathFromCacheQuery(q('cache:k:https://site.example//evil.example/x')), '/evil.example/x');
    assert.equal(realPathFromCacheQuery(q('how to bake')), null);
    assert.equal(realPathFromCacheQuery(q('cache:javascript:alert(1)')), null);
  });

  it('a view sent by a cached copy goes to the path its query names; one already there stays', () => {
    const url = '/search?q=cache:abc:https://site.example/questions/1/x';
    assert.equal(cacheRedirectTarget({ host: 'site.example', referer: GOOGLE, url, siteUrl: site }), '/questions/1/x');
    assert.equal(cacheRedirectTarget({ host: 'site.example', referer: 'https://cc.bingj.com/cache.aspx?d=1', url: '/questions/1', siteUrl: site }), null);
    assert.equal(cacheRedirectTarget({ host: 'site.example', referer: 'https://www.google.com/', url, siteUrl: site }), null);
    assert.equal(cacheRedirectTarget({ host: 'site.example', referer: undefined, url, siteUrl: site }), null);
  });

  it('a view through a cache host goes to the site address (never back through the cache)', () => {
    const host = 'webcache.googleusercontent.com';
    assert.equal(cacheRedirectTarget({ host, referer: undefined, url: '/search?q=cache:k:https://site.example/tags/go', siteUrl: site }), 'https://site.example/tags/go');
    assert.equal(cacheRedirectTarget({ host, referer: undefined, url: '/questions/1', siteUrl: `${site}/` }), 'https://site.example/questions/1');
    assert.equal(cacheRedirectTarget({ host, referer: undefined, url: '/questions/1', siteUrl: '' }), null);
    assert.equal(cacheRedirectTarget({ host, referer: undefined, url: '/questions/1', siteUrl: 'https://webcache.googleusercontent.com' }), null);
  });
});
