// `pnpm deploy:remote`, run as an operator runs it, against a data dir of its own and small stand-in builds.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { register } from 'tsx/esm/api';

register();
const store = await import('../server/src/services/frontend/remote-versions.ts');

const SCRIPT = new URL('./deploy-remote.mjs', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'deploy-remote-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

let builds = 0;
/** A folder that looks like a remote's build, with a marker so each one's content (and hash) differs. */
function fakeBuild(marker = `build ${++builds}`) {
  const dir = join(scratch, `dist-${builds}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(dir, 'static'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { marker } }));
  writeFileSync(join(dir, 'static', 'main.js'), `console.log(${JSON.stringify(marker)})`);
  return dir;
}

function deploy(dataDir, ...args) {
  const res = spawnSync(process.execPath, [SCRIPT, 'mf-admin', '--data-dir', dataDir, ...args], { encoding: 'utf8' });
  return { code: res.status, out: res.stdout + res.stderr };
}

const pointerOf = (dataDir) => JSON.parse(readFileSync(join(dataDir, 'remotes', 'mf_admin', 'active.json'), 'utf8'));
const versionsOf = (dataDir) => readdirSync(join(dataDir, 'remotes', 'mf_admin', 'versions')).sort();
const newDataDir = () => mkdtempSync(join(scratch, 'data-'));

test('a deploy adds a version and makes it active; the one before becomes its fallback; --list shows them', () => {
  const dataDir = newDataDir();
  const first = deploy(dataDir, '--from', fakeBuild('one'));
  assert.equal(first.code, 0, first.out);
  const [v1] = versionsOf(dataDir);
  assert.match(v1, store.VERSION_ID);
  assert.deepEqual(pointerOf(dataDir), { version: v1, previous: null });
  assert.equal(readFileSync(join(dataDir, 'remotes', 'mf_admin', 'versions', v1, 'static', 'main.js'), 'utf8'), 'console.log("one")');

  assert.equal(deploy(dataDir, '--from', fakeBuild('two')).code, 0);
  const [, v2] = versionsOf(dataDir);
  assert.deepEqual(pointerOf(dataDir), { version: v2, previous: v1 });

  const listed = deploy(dataDir, '--list');
  assert.equal(listed.code, 0);
  assert.match(listed.out, new RegExp(`${v1}.*\\(previous\\)`));
  assert.match(listed.out, new RegExp(`${v2}.*\\(active\\)`));
});

test('--rollback returns to the previous version, and again to the one before it; with nothing before it, it refuses', () => {
  const dataDir = newDataDir();
  for (const m of ['a', 'b', 'c']) assert.equal(deploy(dataDir, '--from', fakeBuild(m)).code, 0);
  const [v1, v2, v3] = versionsOf(dataDir);
  assert.equal(pointerOf(dataDir).version, v3);

  assert.equal(deploy(dataDir, '--rollback').code, 0);
  assert.deepEqual(pointerOf(dataDir), { version: v2, previous: v1 });
  assert.equal(deploy(dataDir, '--rollback').code, 0);
  assert.deepEqual(pointerOf(dataDir), { version: v1, previous: null });
  const refused = deploy(dataDir, '--rollback');
  assert.equal(refused.code, 1);
  assert.match(refused.out, /no previous version/);
  assert.equal(pointerOf(dataDir).version, v1, 'the refused rollback changed nothing');
});

test('--canary serves the new version to a share, --promote makes it active, --rollback stops a canary', () => {
  const dataDir = newDataDir();
  const refused = deploy(dataDir, '--from', fakeBuild(), '--canary', '10');
  assert.equal(refused.code, 1, 'a canary needs a deployed version to compare with');
  assert.equal(existsSync(join(dataDir, 'remotes', 'mf_admin', 'active.json')), false);

  assert.equal(deploy(dataDir, '--from', fakeBuild()).code, 0);
  assert.equal(deploy(dataDir, '--from', fakeBuild(), '--canary', '10').code, 0);
  const [v1, v2] = versionsOf(dataDir);
  assert.deepEqual(pointerOf(dataDir), { version: v1, previous: null, canary: { version: v2, percent: 10 } });
  assert.equal(deploy(dataDir, '--rollback').code, 0);
  assert.deepEqual(pointerOf(dataDir), { version: v1, previous: null }, 'everyone back on the active version');

  assert.equal(deploy(dataDir, '--from', fakeBuild(), '--canary', '25').code, 0);
  const v3 = versionsOf(dataDir).at(-1);
  assert.equal(deploy(dataDir, '--promote').code, 0);
  assert.deepEqual(pointerOf(dataDir), { version: v3, previous: v1 });
  assert.match(deploy(dataDir, '--canary', '0', '--from', fakeBuild()).out, /between 1 and 100/);
});

test('only the last N versions are kept (5 by default, --keep changes it), never one being served', () => {
  const dataDir = newDataDir();
  for (let i = 0; i < 7; i++) assert.equal(deploy(dataDir, '--from', fakeBuild()).code, 0);
  const kept = versionsOf(dataDir);
  assert.equal(kept.length, 5);
  assert.equal(pointerOf(dataDir).version, kept.at(-1));

  // Roll back to the oldest kept, then deploy with --keep 2: the active one, its fallback and the new one stay.
  for (let i = 0; i < 4; i++) assert.equal(deploy(dataDir, '--rollback').code, 0);
  assert.equal(pointerOf(dataDir).version, kept[0]);
  assert.equal(deploy(dataDir, '--from', fakeBuild(), '--keep', '2').code, 0);
  const after = versionsOf(dataDir);
  assert.equal(after.length, 2);
  assert.deepEqual(pointerOf(dataDir), { version: after[1], previous: kept[0] });
});

test('a reader never sees a half-written pointer while versions switch', async () => {
  const dataDir = newDataDir();
  store.deployVersion(dataDir, 'mf_admin', fakeBuild());
  const file = join(dataDir, 'remotes', 'mf_admin', 'active.json');
  // A separate process, as the server is: reads the pointer as fast as it can and counts what it could not parse.
  const reader = spawn(
    process.execPath,
    [
      '-e',
      `const fs = require('fs'); let reads = 0, broken = 0; const stop = Date.now() + 60000;
       process.on('SIGTERM', () => { console.log(JSON.stringify({ reads, broken })); process.exit(0); });
       (function loop() { for (let i = 0; i < 200; i++) { reads++; try { const p = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8')); if (typeof p.version !== 'string') broken++; } catch { broken++; } }
         if (Date.now() < stop) setImmediate(loop); })();`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  reader.stdout.on('data', (c) => (out += c));
  const big = { previous: null, canary: { version: '20260101T000000000Z-0000000000ff', percent: 50 } };
  for (let i = 0; i < 3000; i++) {
    store.writePointer(dataDir, 'mf_admin', { ...big, version: `20260101T000000000Z-${String(i).padStart(12, '0')}` });
  }
  const exited = new Promise((r) => reader.on('exit', r));
  reader.kill('SIGTERM');
  await exited;
  const { reads, broken } = JSON.parse(out);
  assert.ok(reads > 100, `the reader read while the pointer switched (${reads} reads)`);
  assert.equal(broken, 0, `${broken} of ${reads} reads saw a pointer that was not whole`);
  assert.deepEqual(readdirSync(join(dataDir, 'remotes', 'mf_admin')).filter((f) => f.endsWith('.tmp')), [], 'no temporary file left');
});
