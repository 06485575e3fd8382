import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createOwnedPathsReader, OWNED_PATHS_USER_AGENT, withOwnedPaths } from './owned-paths-reader.js';

const mfManifest = (prefixes: string[], exact: string[] = []) => JSON.stringify({ id: 'x', metaData: { name: 'x', ownedPaths: { prefixes, exact } } });

describe('owned paths of remotes this server hosts', () => {
  let webRoot: string;
  before(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'site-owned-'));
    mkdirSync(join(webRoot, 'mf-posts/dist'), { recursive: true });
  });
  after(() => rmSync(webRoot, { recursive: true, force: true }));

  it("reads them from the remote's built mf-manifest.json and sees a new build of it", async () => {
    const file = join(webRoot, 'mf-posts/dist/mf-manifest.json');
    writeFileSync(file, mfManifest(['/questions'], ['/']));
    const read = createOwnedPathsReader({ webRoot, dataDir: '/nowhere' });
    assert.deepEqual(await read('/remotes/mf-posts/mf-manifest.json'), { prefixes: ['/questions'], exact: ['/'] });

    writeFileSync(file, mfManifest(['/questions', '/articles'], ['/']));
    utimesSync(file, new Date(), new Date(Date.now() + 5000)); // a later build, even within the same millisecond
    assert.deepEqual((await read('/remotes/mf-posts/mf-manifest.json'))?.prefixes, ['/questions', '/articles']);
  });

  it('a manifest without the field owns nothing; a remote not built or a folder it does not serve is unknown', async () => {
    const read = createOwnedPathsReader({ webRoot, dataDir: '/nowhere' });
    writeFileSync(join(webRoot, 'mf-posts/dist/mf-manifest.json'), '{"id":"mf_posts","metaData":{}}');
    assert.deepEqual(await read('/remotes/mf-posts/mf-manifest.json'), { prefixes: [], exact: [] });
    assert.equal(await read('/remotes/mf-users/mf-manifest.json'), undefined);
    mkdirSync(join(webRoot, 'secret/dist'), { recursive: true });
    writeFileSync(join(webRoot, 'secret/dist/mf-manifest.json'), mfManifest(['/secret']));
    assert.equal(await read('/remotes/secret/mf-manifest.json'), undefined);
    assert.equal(await read('relative/mf-manifest.json'), undefined);
  });
});

describe('owned paths of remotes on other origins', () => {
  let server: Server;
  let origin: string;
  let answer: { status: number; body: string; delayMs?: number };
  let hits = 0;
  let agent: string | undefined;
  before(async () => {
    server = createServer((req, res) => {
      hits++;
      agent = req.headers['user-agent'];
      const { status, body, delayMs = 0 } = answer;
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(body), delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  it('fetches the manifest once, reuses it, refreshes it in the background, and keeps it while the origin is down', async () => {
    let clock = 1_000;
    const read = createOwnedPathsReader({ webRoot: '/nowhere', dataDir: '/nowhere', maxAgeMs: 100, failureMaxAgeMs: 10, now: () => clock });
    const url = `${origin}/articles/mf-manifest.json`;
    answer = { status: 200, body: mfManifest(['/articles']) };
    hits = 0;
    assert.deepEqual((await read(url))?.prefixes, ['/articles']);
    assert.deepEqual((await read(url))?.prefixes, ['/articles']);
    assert.equal(hits, 1, 'the second read is answered from memory');
    assert.equal(agent, OWNED_PATHS_USER_AGENT, "the remote's origin can tell the site's server from a browser");

    // A new deploy on the origin is seen once the answer is old: the stale read answers at once, the next one is new.
    answer = { status: 200, body: mfManifest(['/articles', '/series']) };
    clock += 100;
    assert.deepEqual((await read(url))?.prefixes, ['/articles']);
    await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual((await read(url))?.prefixes, ['/articles', '/series']);

    // The origin goes down: the last known paths stay, so the remote's slot can show its retry rather than a 404.
    answer = { status: 503, body: 'down' };
    clock += 100;
    await read(url);
    await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual((await read(url))?.prefixes, ['/articles', '/series']);
  });

  it('gives up on a slow or broken origin within the timeout and counts its paths unknown', async () => {
    const read = createOwnedPathsReader({ webRoot: '/nowhere', dataDir: '/nowhere', timeoutMs: 100 });
    answer = { status: 200, body: mfManifest(['/slow']), delayMs: 10_000 };
    const started = Date.now();
    assert.equal(await read(`${origin}/slow/mf-manifest.json`), undefined);
    assert.ok(Date.now() - started < 5000, 'did not wait for the slow origin');
    answer = { status: 200, body: 'not json' };
    assert.equal(await read(`${origin}/broken/mf-manifest.json`), undefined);
  });

  it('fills in the manifest the shell reads, leaving out what is unknown', async () => {
    answer = { status: 200, body: mfManifest(['/articles']) };
    const read = createOwnedPathsReader({ webRoot: '/nowhere', dataDir: '/nowhere' });
    const manifest = await withOwnedPaths(
      {
        remotes: [
          { name: 'mf_articles', entry: `${origin}/a/mf-manifest.json` },
          { name: 'mf_users', entry: '/remotes/mf-users/mf-manifest.json' },
        ],
        auth: { remote: 'mf_users', module: './auth' },
      },
      read,
    );
    assert.deepEqual(manifest.remotes, [
      { name: 'mf_articles', entry: `${origin}/a/mf-manifest.json`, ownedPaths: { prefixes: ['/articles'], exact: [] } },
      { name: 'mf_users', entry: '/remotes/mf-users/mf-manifest.json' },
    ]);
  });
});
