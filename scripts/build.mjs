#!/usr/bin/env node
// `pnpm build`: builds shared and the server (swc), then the shell and every remote (webpack + Module Federation).
// `--if-needed` builds only packages whose sources are newer than their last build (used by `npm start`).
// `--e2e-fixtures` builds only the test-only remotes under e2e/fixtures (the e2e package's test script runs it).
import { writeFileSync } from 'node:fs';
import { E2E_FIXTURES, NODE_PACKAGES, WEB_PACKAGES, isStale, stampPath } from './lib/build-plan.mjs';
import { ensureInstalled, runPnpm } from './lib/pnpm.mjs';

/** Two webpack builds at a time: the machine has 2 cores. */
const PARALLEL = 2;

async function buildOne(pkg, prefix) {
  const started = Date.now();
  const code = await runPnpm(['--filter', `./${pkg}`, 'run', 'build'], { prefix });
  if (code !== 0) throw new Error(`build of ${pkg} failed (exit ${code}); its output is above`);
  writeFileSync(stampPath(pkg), new Date().toISOString());
  console.log(`[build] ${pkg} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** `prefix` marks the builds' output lines when other work prints beside them (npm test). */
export async function build({ ifNeeded = false, prefix } = {}) {
  await ensureInstalled();
  const pick = (list) => (ifNeeded ? list.filter(isStale) : list);
  for (const pkg of pick(NODE_PACKAGES)) await buildOne(pkg, prefix);
  const queue = pick(WEB_PACKAGES);
  if (queue.length) console.log(`[build] web packages: ${queue.join(', ')}`);
  const workers = Array.from({ length: PARALLEL }, async () => {
    while (queue.length) await buildOne(queue.shift(), prefix);
  });
  await Promise.all(workers);
}

/** The test-only remotes, one after another (each is small; the site's own builds are done by then). */
export async function buildE2EFixtures({ ifNeeded = false } = {}) {
  await ensureInstalled();
  for (const pkg of ifNeeded ? E2E_FIXTURES.filter(isStale) : E2E_FIXTURES) await buildOne(pkg);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ifNeeded = process.argv.includes('--if-needed');
  (process.argv.includes('--e2e-fixtures') ? buildE2EFixtures({ ifNeeded }) : build({ ifNeeded })).catch((err) => {
    console.error(`[build] ${err.message}`);
    process.exit(1);
  });
}
