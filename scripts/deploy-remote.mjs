#!/usr/bin/env node
// `pnpm deploy:remote <remote> [options]`: deploys a remote's build into the running site's data dir as a new
// version, and switches what visitors get (the server reads the pointer on every request: no restart).
//   (no option)       build the remote if its dist is missing or out of date, deploy it, make it active
//   --build           build it first in any case
//   --from <dir>      deploy this folder (a dist built elsewhere, e.g. by CI) instead of the remote's own dist
//   --canary <pct>    deploy it for <pct>% of visitors only (each visitor keeps their share across visits)
//   --promote         the canary becomes the version everyone gets
//   --rollback        stop the canary, or without one go back to the previous version
//   --list            print the versions, the active one, the previous one and the canary
//   --keep <n>        keep the last n versions (default 5; the ones being served are always kept)
//   --data-dir <dir>  the site's data dir (default: $DATA_DIR, else ./data)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { isStale, stampPath } from './lib/build-plan.mjs';
import { REMOTE_NAMES, remoteDir } from './lib/front-end-packages.mjs';
import { ROOT, runPnpm } from './lib/pnpm.mjs';

// The version store is the server's own module (the admin's rollback calls the same code), loaded from its source.
register();
const store = await import('../server/src/services/frontend/remote-versions.ts');

const USAGE = 'usage: pnpm deploy:remote <remote> [--build | --from <dir>] [--canary <percent>] [--keep <n>] | --rollback | --promote | --list';

function fail(message) {
  console.error(`[deploy] ${message}`);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        build: { type: 'boolean' },
        from: { type: 'string' },
        canary: { type: 'string' },
        promote: { type: 'boolean' },
        rollback: { type: 'boolean' },
        list: { type: 'boolean' },
        keep: { type: 'string' },
        'data-dir': { type: 'string' },
      },
    });
  } catch (err) {
    return fail(`${err.message}\n${USAGE}`);
  }
})();

if (positionals.length !== 1) fail(USAGE);
// Either spelling: mf-admin (the folder) or mf_admin (the federation name).
const name = positionals[0].replace(/-/g, '_');
if (!REMOTE_NAMES.includes(name)) fail(`unknown remote ${positionals[0]}; one of ${REMOTE_NAMES.map(remoteDir).join(', ')}`);
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? join(ROOT, 'data'));

const describe = (pointer) =>
  `active ${pointer.version}` +
  (pointer.previous ? `, fallback ${pointer.previous}` : '') +
  (pointer.canary ? `, canary ${pointer.canary.version} for ${pointer.canary.percent}% of visitors` : '');

function list() {
  const pointer = store.readPointer(dataDir, name);
  const versions = store.listVersions(dataDir, name);
  if (!versions.length) return console.log(`${name}: no deployed version (the build in ${remoteDir(name)}/dist is served)`);
  for (const v of versions) {
    const marks = [
      v.id === pointer?.version && 'active',
      v.id === pointer?.previous && 'previous',
      v.id === pointer?.canary?.version && `canary ${pointer.canary.percent}%`,
    ].filter(Boolean);
    console.log(`${v.id}  ${v.deployedAt}  ${v.files} files  ${(v.bytes / 1024).toFixed(0)} KB${marks.length ? `  (${marks.join(', ')})` : ''}`);
  }
}

async function distToDeploy() {
  if (values.from) return resolve(values.from);
  const pkg = remoteDir(name);
  if (values.build || isStale(pkg)) {
    console.log(`[deploy] building ${pkg}`);
    const code = await runPnpm(['--filter', `./${pkg}`, 'run', 'build']);
    if (code !== 0) fail(`the build of ${pkg} failed (exit ${code})`);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(stampPath(pkg), new Date().toISOString());
  }
  return join(ROOT, pkg, 'dist');
}

try {
  if (values.list) list();
  else if (values.rollback) console.log(`[deploy] ${name} rolled back: ${describe(store.rollback(dataDir, name))}`);
  else if (values.promote) console.log(`[deploy] ${name} canary promoted: ${describe(store.promote(dataDir, name))}`);
  else {
    const keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) fail('--keep takes a whole number of versions, at least 1');
    const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
    const dist = await distToDeploy();
    if (!existsSync(dist)) fail(`${dist} does not exist`);
    const { id, pointer, removed } = store.deployVersion(dataDir, name, dist, { keep, canaryPercent });
    console.log(`[deploy] ${name} ${id} deployed: ${describe(pointer)}`);
    if (removed.length) console.log(`[deploy] removed old versions: ${removed.join(', ')}`);
  }
} catch (err) {
  if (err instanceof store.DeployError) fail(err.message);
  throw err;
}
