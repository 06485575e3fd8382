#!/usr/bin/env node
// `npm test`: every package's tests (jest for the front end, node's runner for the server: PGlite, then PostgreSQL when
// DATABASE_URL is set), then builds what is out of date and runs the browser tests in e2e/.
// Flags: --no-e2e (unit tests only), --e2e-only. Prints one closing line: "tests: N passed, N failed".
import { build } from './build.mjs';
import { WEB_PACKAGES } from './lib/front-end-packages.mjs';
import { ensureInstalled, runPnpm } from './lib/pnpm.mjs';

const UNIT_PACKAGES = ['shared', 'mock-server', ...WEB_PACKAGES, 'server'];
const args = new Set(process.argv.slice(2));
const totals = { passed: 0, failed: 0 };
const failures = [];

/** Reads the closing counts of jest ("Tests: 1 failed, 12 passed, 13 total") and node's runner ("# pass 12"). */
function countLine(line) {
  const jest = /^Tests:\s+(.*)total/.exec(line);
  if (jest) {
    totals.passed += Number(/(\d+) passed/.exec(jest[1])?.[1] ?? 0);
    totals.failed += Number(/(\d+) failed/.exec(jest[1])?.[1] ?? 0);
    return;
  }
  const node = /^(?:#|ℹ)\s*(pass|fail) (\d+)\s*$/.exec(line.trim());
  if (node) totals[node[1] === 'pass' ? 'passed' : 'failed'] += Number(node[2]);
}

async function suite(name, pnpmArgs) {
  console.log(`\n=== ${name} ===`);
  const code = await runPnpm(pnpmArgs, { onLine: countLine });
  if (code !== 0) failures.push(`${name} (exit ${code})`);
}

try {
  await ensureInstalled();
  if (!args.has('--e2e-only')) {
    // The build's own helpers (share scope generation) first: a broken one would break every build below.
    await suite('build scripts', ['run', 'test:scripts']);
    for (const pkg of UNIT_PACKAGES) await suite(pkg, ['--filter', `./${pkg}`, 'run', 'test']);
  }
  if (!args.has('--no-e2e')) {
    console.log('\n=== build (what is out of date) ===');
    await build({ ifNeeded: true });
    await suite('e2e', ['--filter', './e2e', 'run', 'test']);
  }
} catch (err) {
  failures.push(err.message);
}

console.log('');
if (failures.length) console.log(`failed suites: ${failures.join('; ')}`);
// Closing line in the plain form CI reads.
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length || totals.failed ? 1 : 0);
