import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { remotesManifestSchema } from '@site/shared/contract';
import { startServerProcess } from '../test-support/server-process.js';
import { createTestApp, engine } from '../test-support/test-app.js';
import { configPath, readConfigFile, writeConfigFile } from './config-file.js';

/** An unclosed quote on line 3: the parser reports line 4, column 1 (where the file ends still inside the quote). */
const BROKEN = 'db:\n  type: embedded\nremotes:\n  mf_posts: "https://posts.example/mf-manifest.json\n';

describe('config.yaml that cannot be used', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-config-'));
    dirs.push(dir);
    return dir;
  };
  after(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('reading it names the file and the problem, with line and column', () => {
    const dir = tempDir();
    writeFileSync(configPath(dir), BROKEN);
    assert.throws(() => readConfigFile(dir), { name: 'ConfigFileError', message: `${configPath(dir)}: not valid YAML: Missing closing "quote at line 5, column 1` });
    writeFileSync(configPath(dir), '- a list\n- of things\n');
    assert.throws(() => readConfigFile(dir), /config\.yaml: must be a mapping of sections/);
    writeFileSync(configPath(dir), '');
    assert.deepEqual(readConfigFile(dir), {}, 'an empty file is an empty config');
  });

  it('stops the start with exit code 1 and a message naming the file and the line', { skip: engine === 'postgres' && 'one process start covers both engines', timeout: 60_000 }, async () => {
    const dir = tempDir();
    writeFileSync(configPath(dir), BROKEN);
    const server = await startServerProcess(dir, { install: false });
    children.push(server.child);
    assert.equal(await server.exited, 1, server.output());
    assert.equal(server.url, undefined, 'it never listened');
    assert.ok(server.output().includes(`${configPath(dir)}: not valid YAML: Missing closing "quote at line 5, column 1`), server.output());
  });

  it('a broken edit while the site runs keeps the last good config and logs an error', async () => {
    const t = await createTestApp({ installed: true });
    try {
      const postsEntry = async () => {
        const manifest = remotesManifestSchema.parse((await t.inject({ url: '/remotes.json' })).json());
        return manifest.remotes.find((r) => r.name === 'mf_posts')?.entry;
      };
      writeConfigFile(t.dataDir, { remotes: { mf_posts: 'https://good.example/mf-manifest.json' } });
      assert.equal(await postsEntry(), 'https://good.example/mf-manifest.json');

      writeFileSync(configPath(t.dataDir), 'remotes:\n  mf_posts: [https://typo.example\n');
      assert.equal(await postsEntry(), 'https://good.example/mf-manifest.json', 'the last good value stays');
      assert.equal(await postsEntry(), 'https://good.example/mf-manifest.json');
      const logged = t.logs.map((l) => JSON.parse(l) as { level: number; msg: string; file?: string; problem?: string }).filter((l) => l.msg.startsWith('config.yaml cannot be used'));
      assert.equal(logged.length, 1, 'one error line for one broken version of the file');
      assert.equal(logged[0]!.level, 50);
      assert.equal(logged[0]!.file, configPath(t.dataDir));
      assert.match(logged[0]!.problem ?? '', /not valid YAML: .* at line \d+, column \d+$/);

      writeFileSync(configPath(t.dataDir), 'remotes:\n  mf_posts: https://fixed.example/mf-manifest.json\n');
      assert.equal(await postsEntry(), 'https://fixed.example/mf-manifest.json', 'the fixed file applies at once');
    } finally {
      await t.close();
    }
  });
});
