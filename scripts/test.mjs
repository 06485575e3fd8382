#!/usr/bin/env node
// `npm test`: every package's tests (jest for the front end, node's runner for the server: PGlite, then PostgreSQL when
// DATABASE_URL is set), then builds what is out of date and runs the browser tests in e2e/.
// Two lanes run side by side, because neither fills the machine's two cores alone (jest runs one worker on two cores;
// the server's files wait on their databases): the server's suites in one, the build scripts', the front end's jest
// suites and the build in the other. The browser tests run once both are done (two files at a time: one file keeps
// about one core busy). Each line of a lane's output carries its suite's name.
// Flags: --no-e2e (unit tests only), --e2e-only. Prints one closing line: "tests: N passed, N failed".
import { build } from './build.mjs';
import { WEB_PACKAGES } from './lib/front-end-packages.mjs';
import { ensureInstalled, runPnpm } from './lib/pnpm.mjs';

const FRONT_END_PACKAGES = ['shared', 'mock-server', ...WEB_PACKAGES];
const args = new Set(process.argv.slice(2));
const totals = { passed: 0, failed: 0 };
const failures = [];
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

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

/** Runs one suite; `prefix` marks its lines while another lane prints beside it. */
async function suite(name, pnpmArgs, { prefix } = {}) {
  console.log(`\n=== ${name} (at ${elapsed()}) ===`);
  const code = await runPnpm(pnpmArgs, { onLine: countLine, prefix });
  if (code !== 0) failures.push(`${name} (exit ${code})`);
  console.log(`=== ${name} ended (exit ${code}, at ${elapsed()}) ===`);
}

/** A lane's steps one after another; a throw (a failed build) is recorded and ends only that lane. */
async function lane(steps) {
  try {
    for (const step of steps) await step();
  } catch (err) {
    failures.push(err.message);
  }
}

try {
  await ensureInstalled();
  const unit = !args.has('--e2e-only');
  const e2e = !args.has('--no-e2e');
  const serverLane = unit ? [() => suite('server', ['--filter', './server', 'run', 'test'], { prefix: '[server] ' })] : [];
  const frontLane = [
    // The build's own helpers (share scope generation) first: a broken one would break every build below.
    ...(unit ? [() => suite('build scripts', ['run', 'test:scripts'], { prefix: '[scripts] ' })] : []),
    ...(unit ? FRONT_END_PACKAGES.map((pkg) => () => suite(pkg, ['--filter', `./${pkg}`, 'run', 'test'], { prefix: `[${pkg}] ` })) : []),
    ...(e2e
      ? [
          async () => {
            console.log(`\n=== build (what is out of date, at ${elapsed()}) ===`);
            await build({ ifNeeded: true, prefix: '[build] ' });
          },
        ]
      : []),
  ];
  await Promise.all([lane(serverLane), lane(frontLane)]);
  if (e2e && !failures.some((f) => f.startsWith('build'))) await lane([() => suite('e2e', ['--filter', './e2e', 'run', 'test'])]);
} catch (err) {
  failures.push(err.message);
}

console.log('');
if (failures.length) console.log(`failed suites: ${failures.join('; ')}`);
console.log(`took ${elapsed()}`);
// Closing line in the plain form CI reads.
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length || totals.failed ? 1 : 0);
