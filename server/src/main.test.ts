import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startServerProcess } from './test-support/server-process.js';
import { engine } from './test-support/test-app.js';

type SiteInfoBody = { data: { general: { name: string } } };
const startServer = (dataDir: string, install = true) => startServerProcess(dataDir, { install });

describe('server process', { skip: engine === 'postgres' && 'the lock file and checkpoint concern the embedded database' }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-proc-'));
  const started: ChildProcess[] = [];
  after(() => {
    for (const c of started) if (c.exitCode === null) c.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('locks the embedded data dir, refuses a second process, and shuts down cleanly on signals', { timeout: 90_000 }, async () => {
    const first = await startServer(dataDir);
    started.push(first.child);
    assert.ok(first.url, `first server did not start:\n${first.output()}`);
    const info = (await (await fetch(`${first.url}/answer/api/v1/siteinfo`)).json()) as SiteInfoBody;
    assert.equal(info.data.general.name, 'Process test');
    assert.ok(existsSync(join(dataDir, 'embedded-db.lock')));
    assert.ok(await first.printed(`The site is running: open ${first.url}`), first.output());

    const second = await startServer(dataDir);
    started.push(second.child);
    assert.equal(await second.exited, 1);
    assert.match(second.output(), /in use by another server process \(pid \d+\)/);
    assert.match(second.output(), /another DATA_DIR, or set DATABASE_URL/);
    assert.equal((await fetch(`${first.url}/answer/api/v1/ping`)).status, 200, 'the first server is unharmed');

    first.child.kill('SIGTERM');
    assert.equal(await first.exited, 0);
    assert.match(first.output(), /stopped cleanly/);
    assert.ok(!existsSync(join(dataDir, 'embedded-db.lock')), 'lock released');

    // Restart on the same data: checkpointed data is there; SIGINT stops it cleanly too.
    const again = await startServer(dataDir);
    started.push(again.child);
    assert.ok(again.url, again.output());
    assert.equal(((await (await fetch(`${again.url}/answer/api/v1/siteinfo`)).json()) as SiteInfoBody).data.general.name, 'Process test');
    again.child.kill('SIGINT');
    assert.equal(await again.exited, 0);
  });

  it('on an empty data dir, says to open the install wizard', { timeout: 60_000 }, async () => {
    const empty = mkdtempSync(join(tmpdir(), 'site-proc-empty-'));
    try {
      const server = await startServer(empty, false);
      started.push(server.child);
      assert.ok(server.url, server.output());
      assert.ok(await server.printed(`The site is not installed yet: open ${server.url}/install to set it up`), server.output());
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
