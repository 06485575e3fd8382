// Deployed versions of a remote (pnpm deploy:remote): what /remotes.json and the page give each visitor, the
// versioned files and their caching, and the admin's overview.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, BOOT_DATA_ELEMENT_ID, remotesManifestSchema, type RemotesManifest } from '@site/shared/contract';
import { deployVersion, promote, rollback } from '../services/frontend/remote-versions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const scratch = mkdtempSync(join(tmpdir(), 'site-versions-'));

/** A stand-in for a build of mf-posts; `marker` makes each one's content (and so its version id) differ. */
function fakeBuild(marker: string, prefixes = ['/questions']): string {
  const dir = join(scratch, `build-${marker}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ id: 'mf_posts', marker, metaData: { ownedPaths: { prefixes, exact: ['/'] }, remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
  );
  writeFileSync(join(dir, 'remoteEntry.js'), `var mf_posts = ${JSON.stringify(marker)};`);
  return dir;
}

function makeWebRoot(): string {
  const root = join(scratch, 'web');
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
  const build = fakeBuild('repo-build', ['/from-the-repo']);
  mkdirSync(join(root, 'mf-posts'), { recursive: true });
  rmSync(join(root, 'mf-posts/dist'), { recursive: true, force: true });
  mkdirSync(join(root, 'mf-posts/dist'));
  for (const f of ['mf-manifest.json', 'remoteEntry.js']) writeFileSync(join(root, 'mf-posts/dist', f), readText(join(build, f)));
  return root;
}

const readText = (file: string) => readFileSync(file, 'utf8');

const cookieOf = (id: string) => ({ cookie: `site_visitor=${id}` });
/** A well-formed visitor id (22 base64url characters), the same for the same n. */
const visitor = (n: number) => `v${String(n).padStart(21, '0')}`;

describe('deployed remote versions', () => {
  let t: TestApp;
  let webRoot: string;
  const d = (at: string) => new Date(`2026-05-01T${at}Z`);
  before(async () => {
    webRoot = makeWebRoot();
    t = await createTestApp({ installed: true, env: { webRoot } });
  });
  after(async () => {
    await t?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const manifest = async (headers: Record<string, string> = {}) => {
    const res = await t.inject({ url: '/remotes.json', headers });
    return { res, m: remotesManifestSchema.parse(res.json()) };
  };
  const posts = (m: RemotesManifest) => m.remotes.find((r) => r.name === 'mf_posts')!;
  const inlineManifest = (html: string): RemotesManifest => {
    const json = new RegExp(`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
    return JSON.parse(json!).remotes;
  };

  let v1 = '';
  let v2 = '';
  let v3 = '';

  it('a site that never deployed a version serves the build in the repo, with no fallback and no cookie', async () => {
    const { res, m } = await manifest();
    assert.deepEqual(posts(m), { name: 'mf_posts', entry: '/remotes/mf-posts/mf-manifest.json', ownedPaths: { prefixes: ['/from-the-repo'], exact: ['/'] } });
    assert.equal(res.headers['set-cookie'], undefined);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('a deployed version is what everyone gets, at its own URL; the next deploy names it as the fallback', async () => {
    v1 = deployVersion(t.dataDir, 'mf_posts', fakeBuild('one'), { now: d('10:00:00') }).id;
    let { m } = await manifest();
    assert.equal(posts(m).entry, `/remotes/mf-posts/v/${v1}/mf-manifest.json`);
    assert.equal(posts(m).version, v1);
    assert.equal(posts(m).fallback, undefined, 'nothing older to fall back to');
    assert.deepEqual(posts(m).ownedPaths, { prefixes: ['/questions'], exact: ['/'] }, "the version's own paths");
    assert.equal(m.remotes.find((r) => r.name === 'mf_users')?.entry, '/remotes/mf-users/mf-manifest.json', 'other remotes unchanged');

    v2 = deployVersion(t.dataDir, 'mf_posts', fakeBuild('two'), { now: d('11:00:00') }).id;
    ({ m } = await manifest());
    assert.equal(posts(m).entry, `/remotes/mf-posts/v/${v2}/mf-manifest.json`);
    assert.equal(posts(m).fallback, `/remotes/mf-posts/v/${v1}/mf-manifest.json`);

    // The page's inline copy and its preload hints name the same version.
    const page = await t.inject({ url: '/' });
    assert.equal(posts(inlineManifest(page.body)).entry, `/remotes/mf-posts/v/${v2}/mf-manifest.json`);
    assert.match(page.body, new RegExp(`<link rel="preload" href="/remotes/mf-posts/v/${v2}/remoteEntry.js" as="script">`));
  });

  it('serves a version\'s files cached for ever, and the build in the repo as before', async () => {
    const res = await t.inject({ url: `/remotes/mf-posts/v/${v1}/remoteEntry.js` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, 'var mf_posts = "one";');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers['access-control-allow-origin'], '*');
    const mf = await t.inject({ url: `/remotes/mf-posts/v/${v2}/mf-manifest.json` });
    assert.equal(mf.json().marker, 'two');
    assert.equal(mf.headers['cache-control'], 'public, max-age=31536000, immutable');

    const build = await t.inject({ url: '/remotes/mf-posts/mf-manifest.json' });
    assert.equal(build.json().marker, 'repo-build');
    assert.equal(build.headers['cache-control'], 'no-cache');

    writeFileSync(join(t.dataDir, 'secret.txt'), 'secret');
    for (const url of [
      `/remotes/mf-posts/v/${v1}/missing.js`,
      '/remotes/mf-posts/v/20990101T000000000Z-0123456789ab/remoteEntry.js',
      `/remotes/mf-posts/v/not-a-version/remoteEntry.js`,
      `/remotes/not-a-remote/v/${v1}/remoteEntry.js`,
      `/remotes/mf-posts/v/${v1}/..%2f..%2f..%2f..%2fsecret.txt`,
      `/remotes/mf-posts/v/${v1}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
    ]) {
      const res = await t.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /^secret$/, url);
    }
  });

  it('a canary goes to its share of visitors, each keeping their version; they fall back to the active one', async () => {
    v3 = deployVersion(t.dataDir, 'mf_posts', fakeBuild('three'), { now: d('12:00:00'), canaryPercent: 10 }).id;
    const active = `/remotes/mf-posts/v/${v2}/mf-manifest.json`;
    const canary = `/remotes/mf-posts/v/${v3}/mf-manifest.json`;

    // A first visit gives the browser a visitor id, and the answer is for this browser only.
    const { res: first } = await manifest();
    const cookie = String(first.headers['set-cookie']);
    assert.match(cookie, /^site_visitor=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    assert.equal(first.headers['cache-control'], 'private, no-cache');

    let inCanary = 0;
    for (let n = 0; n < 1000; n++) {
      const { m, res } = await manifest(cookieOf(visitor(n)));
      assert.equal(res.headers['set-cookie'], undefined, 'a visitor with an id keeps it');
      const entry = posts(m);
      if (entry.entry === canary) {
        inCanary++;
        assert.deepEqual([entry.version, entry.fallback], [v3, active]);
      } else {
        assert.deepEqual([entry.entry, entry.version, entry.fallback], [active, v2, `/remotes/mf-posts/v/${v1}/mf-manifest.json`]);
      }
    }
    assert.ok(inCanary >= 70 && inCanary <= 130, `about 10% of 1000 visitors get the canary: ${inCanary}`);

    // The same visitor gets the same version every time, from /remotes.json and in the page.
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const seen = new Set<string>();
      for (let i = 0; i < 20; i++) seen.add(posts((await manifest(cookieOf(visitor(n)))).m).entry);
      const page = await t.inject({ url: '/', headers: cookieOf(visitor(n)) });
      assert.equal(page.headers['cache-control'], 'private, no-cache');
      seen.add(posts(inlineManifest(page.body)).entry);
      assert.equal(seen.size, 1, `visitor ${n} got one version: ${[...seen]}`);
    }
  });

  it('promote makes the canary everyone\'s version; rollback returns to the one before; no cookie without a canary', async () => {
    promote(t.dataDir, 'mf_posts');
    const promoted = await manifest();
    const res = promoted.res;
    let m = promoted.m;
    assert.deepEqual([posts(m).entry, posts(m).fallback], [`/remotes/mf-posts/v/${v3}/mf-manifest.json`, `/remotes/mf-posts/v/${v2}/mf-manifest.json`]);
    assert.equal(res.headers['set-cookie'], undefined);
    assert.equal(res.headers['cache-control'], 'no-cache');

    rollback(t.dataDir, 'mf_posts');
    ({ m } = await manifest());
    assert.deepEqual([posts(m).entry, posts(m).fallback], [`/remotes/mf-posts/v/${v2}/mf-manifest.json`, `/remotes/mf-posts/v/${v1}/mf-manifest.json`]);
  });

  it("a canary whose files are gone still tells its visitors which paths the remote owns (its fallback's)", async () => {
    const gone = deployVersion(t.dataDir, 'mf_posts', fakeBuild('gone'), { now: d('12:30:00'), canaryPercent: 50 }).id;
    rmSync(join(t.dataDir, 'remotes', 'mf_posts', 'versions', gone), { recursive: true });
    let checked = 0;
    for (let n = 0; n < 20; n++) {
      const entry = posts((await manifest(cookieOf(visitor(n)))).m);
      if (entry.version !== gone) continue;
      checked++;
      assert.equal(entry.fallback, `/remotes/mf-posts/v/${v2}/mf-manifest.json`);
      assert.deepEqual(entry.ownedPaths, { prefixes: ['/questions'], exact: ['/'] });
    }
    assert.ok(checked > 0, 'some visitors were in the canary');
    rollback(t.dataDir, 'mf_posts');
  });

  it('config.yaml moves a remote to another origin, with a canary URL of its own; the string form still works', async () => {
    writeFileSync(
      join(t.dataDir, 'config.yaml'),
      [
        'remotes:',
        '  mf_users: https://users.example/mf-manifest.json',
        '  mf_review:',
        '    url: https://cdn.example/review/v7/mf-manifest.json',
        '    fallback: https://cdn.example/review/v6/mf-manifest.json',
        '    canary: { url: "https://cdn.example/review/v8/mf-manifest.json", percent: 50 }',
      ].join('\n'),
    );
    const seen = new Map<string, string | undefined>();
    for (let n = 0; n < 40; n++) {
      const review = (await manifest(cookieOf(visitor(n)))).m.remotes.find((r) => r.name === 'mf_review')!;
      seen.set(review.entry, review.fallback);
    }
    assert.deepEqual(Object.fromEntries(seen), {
      'https://cdn.example/review/v7/mf-manifest.json': 'https://cdn.example/review/v6/mf-manifest.json',
      'https://cdn.example/review/v8/mf-manifest.json': 'https://cdn.example/review/v7/mf-manifest.json',
    });
    const { m } = await manifest();
    assert.equal(m.remotes.find((r) => r.name === 'mf_users')?.entry, 'https://users.example/mf-manifest.json');
  });

  it('the admin sees each remote\'s versions, the active one, its fallback and the canary; nobody else does', async () => {
    const url = `${ADMIN_API_PREFIX}/frontend/remotes`;
    assert.equal((await t.inject({ url })).statusCode, 401);
    deployVersion(t.dataDir, 'mf_posts', fakeBuild('four'), { now: d('13:00:00'), canaryPercent: 5 });
    const res = await t.inject({ url, headers: { authorization: await t.login() } });
    assert.equal(res.statusCode, 200);
    const remotes = res.json().data.remotes as { name: string; served_from: string; active: string | null; previous: string | null; canary: unknown; versions: { id: string }[] }[];
    const mfPosts = remotes.find((r) => r.name === 'mf_posts')!;
    assert.equal(mfPosts.served_from, 'versions');
    assert.deepEqual([mfPosts.active, mfPosts.previous], [v2, v1]);
    assert.deepEqual(mfPosts.versions.map((v) => v.id), [v1, v2, v3, mfPosts.versions[3]!.id]);
    assert.deepEqual(mfPosts.canary, { version: mfPosts.versions[3]!.id, entry: `/remotes/mf-posts/v/${mfPosts.versions[3]!.id}/mf-manifest.json`, percent: 5 });
    assert.equal(remotes.find((r) => r.name === 'mf_review')?.served_from, 'config');
    assert.equal(remotes.find((r) => r.name === 'mf_admin')?.served_from, 'build');
  });
});
