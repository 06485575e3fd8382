import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { remotesManifestSchema } from '@site/shared/contract';
import { writeConfigFile } from '../config/config-file.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-web-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(root, 'shell/dist/main.0123abcd.js'), 'console.log("shell")');
  mkdirSync(join(root, 'mf-posts/dist'), { recursive: true });
  writeFileSync(
    join(root, 'mf-posts/dist/mf-manifest.json'),
    JSON.stringify({ id: 'mf_posts', metaData: { ownedPaths: { prefixes: ['/questions', '/tags'], exact: ['/'] } } }),
  );
  writeFileSync(join(root, 'mf-posts/dist/remoteEntry.js'), 'var mf_posts;');
  return root; // mf-users etc. deliberately not built
}

describe('front end hosting', () => {
  let t: TestApp;
  let webRoot: string;
  before(async () => {
    webRoot = makeWebRoot();
    t = await createTestApp({ installed: true, env: { webRoot, remoteUrls: { mf_review: 'https://cdn.example/review/mf-manifest.json' }, authRemote: 'mf_sso' } });
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the shell at / with index.html not cached and hashed assets cached', async () => {
    const home = await t.inject({ url: '/' });
    assert.equal(home.statusCode, 200);
    // The shell, with the home list's title (services/seo).
    assert.match(home.body, /^<!doctype html><title>Articles - Test site<\/title>/);
    assert.equal(home.headers['cache-control'], 'no-cache');
    const asset = await t.inject({ url: '/main.0123abcd.js' });
    assert.equal(asset.statusCode, 200);
    assert.match(String(asset.headers['cache-control']), /immutable/);
  });

  it('falls back to the shell for unknown page paths, not for API paths or missing assets', async () => {
    for (const url of ['/questions/ask', '/users/login', '/admin/users?page=2', '/install']) {
      const res = await t.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /<title>shell<\/title>/, url);
    }
    // A post nobody has is still the shell (its not-found page), answered as a 404.
    const missing = await t.inject({ url: '/questions/12/some-title' });
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /<title>shell<\/title>/);
    assert.equal((await t.inject({ url: '/answer/api/v1/nope' })).json().reason, 'base.not_found');
    assert.equal((await t.inject({ url: '/missing.deadbeef.js' })).statusCode, 404);
    assert.equal((await t.inject({ url: '/../package.json' })).statusCode, 404);
  });

  it('serves a remote under /remotes/<dir>/ with CORS open', async () => {
    const res = await t.inject({ url: '/remotes/mf-posts/mf-manifest.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.json().id, 'mf_posts');
    assert.equal((await t.inject({ url: '/remotes/not-a-remote/x.js' })).statusCode, 404);
    writeFileSync(join(webRoot, 'secret.txt'), 'secret');
    for (const url of ['/remotes/mf-posts/../../secret.txt', '/remotes/mf-posts/..%2f..%2fsecret.txt', '/remotes/mf-posts/%2e%2e/%2e%2e/secret.txt']) {
      const res = await t.inject({ url });
      assert.notEqual(res.statusCode, 200, url);
      assert.doesNotMatch(res.body, /^secret$/, url);
    }
  });

  it('answers a clear 503 page when a dist folder is missing', async () => {
    const res = await t.inject({ url: '/remotes/mf-users/mf-manifest.json' });
    assert.equal(res.statusCode, 503);
    assert.match(res.body, /mf-users\/dist.*pnpm build/s);
  });

  it('remotes.json: defaults, env overrides, then config.yaml edits picked up while running', async () => {
    const read = async () => {
      const res = await t.inject({ url: '/remotes.json' });
      assert.equal(res.headers['access-control-allow-origin'], '*');
      const m = remotesManifestSchema.parse(res.json());
      const owned = Object.fromEntries(m.remotes.map((r) => [r.name, r.ownedPaths]));
      return { entry: Object.fromEntries(m.remotes.map((r) => [r.name, r.entry])), owned, auth: m.auth };
    };
    let m = await read();
    assert.equal(m.entry.mf_posts, '/remotes/mf-posts/mf-manifest.json');
    // The paths a remote owns come from its own build; a remote not built (mf-users here) owns none yet.
    assert.deepEqual(m.owned.mf_posts, { prefixes: ['/questions', '/tags'], exact: ['/'] });
    assert.equal(m.owned.mf_users, undefined);
    assert.equal(m.entry.mf_review, 'https://cdn.example/review/mf-manifest.json');
    assert.deepEqual(m.auth, { remote: 'mf_sso', module: './auth' });
    assert.deepEqual(Object.keys(m.entry), ['mf_posts', 'mf_users', 'mf_review', 'mf_admin', 'mf_install']);

    writeConfigFile(t.dataDir, { remotes: { 'mf-posts': 'https://posts.example/mf-manifest.json' }, auth: { remote: 'mf_users', module: './login' } });
    m = await read();
    assert.equal(m.entry.mf_posts, 'https://posts.example/mf-manifest.json');
    assert.deepEqual(m.auth, { remote: 'mf_users', module: './login' });

    writeConfigFile(t.dataDir, { remotes: { mf_posts: 'https://moved.example/mf-manifest.json' } });
    m = await read();
    assert.equal(m.entry.mf_posts, 'https://moved.example/mf-manifest.json');
  });
});

describe('front end not built', () => {
  it('answers 503 with the build instruction instead of crashing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'site-web-empty-'));
    const t = await createTestApp({ installed: true, env: { webRoot: empty } });
    try {
      const res = await t.inject({ url: '/questions' });
      assert.equal(res.statusCode, 503);
      assert.match(res.body, /shell\/dist.*pnpm build/s);
    } finally {
      await t.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
