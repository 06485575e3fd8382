// Each front-end package is tested, linted and built by its own team, alone: `pnpm --filter ./mf-admin test`, `lint`
// and `build` need nothing built before them (no shell, no other remote, no shared/dist, no generated file left by an
// earlier build). Every package's scripts are checked here; one remote (LANE_REMOTE, the smallest by default: a
// webpack build takes minutes on two cores) runs its whole lane in a fresh copy of the repository after
// `pnpm install`, as a team's CI job would. LANE_REMOTE=skip leaves that copy out (a quick local run).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { REMOTE_DIRS, WEB_PACKAGES } from './lib/front-end-packages.mjs';
import { ROOT, runPnpm } from './lib/pnpm.mjs';

const LANE_SCRIPTS = ['test', 'lint', 'build'];
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

describe("every front-end package's own lane", () => {
  for (const pkg of WEB_PACKAGES) {
    it(`${pkg} has its own test, lint and build scripts`, () => {
      const { scripts = {} } = readJson(join(ROOT, pkg, 'package.json'));
      assert.deepEqual(LANE_SCRIPTS.filter((s) => !scripts[s]), [], `${pkg}/package.json lacks these scripts`);
      // The workspace's config, found from the package folder up, applied to this package's files only.
      assert.equal(scripts.lint, 'eslint .');
    });
  }
});

const remote = process.env.LANE_REMOTE ?? 'mf-install';

describe(`${remote}'s lane in a fresh copy of the repository`, { skip: remote === 'skip' }, () => {
  assert.ok(REMOTE_DIRS.includes(remote), `LANE_REMOTE=${remote} is not a remote (${REMOTE_DIRS.join(', ')})`);
  const copy = mkdtempSync(join(tmpdir(), 'lane-'));
  // Removed pass or fail: with its node_modules it weighs hundreds of megabytes.
  after(() => rmSync(copy, { recursive: true, force: true }));
  /** Runs pnpm in the copy; resolves with its exit code and output. */
  const pnpm = async (args) => {
    const lines = [];
    const code = await runPnpm(args, { cwd: copy, onLine: (l) => lines.push(l) });
    return { code, output: lines.join('\n') };
  };
  const ok = async (args) => {
    const { code, output } = await pnpm(args);
    assert.equal(code, 0, `pnpm ${args.join(' ')} failed in ${copy}:\n${output.slice(-4000)}`);
    return output;
  };

  it('installs (the files git knows, nothing built, no node_modules)', async () => {
    // Tracked files and new ones not ignored: what a clone of this work would hold.
    const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((f) => f && existsSync(join(ROOT, f)));
    for (const f of files) {
      mkdirSync(dirname(join(copy, f)), { recursive: true });
      cpSync(join(ROOT, f), join(copy, f));
    }
    // From pnpm's store on this machine; a machine that never installed fetches what it lacks.
    if ((await pnpm(['install', '--offline', '--frozen-lockfile'])).code !== 0) await ok(['install', '--frozen-lockfile', '--prefer-offline']);
  });

  it('tests', async () => {
    await ok(['--filter', `./${remote}`, 'test']);
  });

  it('lints, with the feature boundaries enforced from the package folder', async () => {
    // A breach planted in the copy: one feature reaching into another's files instead of its index.
    const features = join(copy, remote, 'src', 'features');
    mkdirSync(join(features, 'lane-probe-a'), { recursive: true });
    mkdirSync(join(features, 'lane-probe-b'), { recursive: true });
    writeFileSync(join(features, 'lane-probe-a', 'index.ts'), "export { probe } from './inner';\n");
    writeFileSync(join(features, 'lane-probe-a', 'inner.ts'), 'export const probe = 1;\n');
    writeFileSync(join(features, 'lane-probe-b', 'index.ts'), "import { probe } from '../lane-probe-a/inner';\n\nexport const copy = probe;\n");
    const { code, output } = await pnpm(['--filter', `./${remote}`, 'lint']);
    rmSync(join(features, 'lane-probe-a'), { recursive: true });
    rmSync(join(features, 'lane-probe-b'), { recursive: true });
    assert.notEqual(code, 0, 'the planted breach passed the lint');
    assert.match(output, /boundaries\/entry-point/);
    // The breach is the only problem: the package's own files lint clean.
    assert.match(output, /1 problem \(1 error/, output);
  });

  it('builds alone: a remote the running site can load, with nothing else built', async () => {
    await ok(['--filter', `./${remote}`, 'build']);
    const dist = join(copy, remote, 'dist');
    const manifest = readJson(join(dist, 'mf-manifest.json'));
    assert.ok(existsSync(join(dist, 'remoteEntry.js')));
    assert.ok(manifest.exposes.some((e) => e.path === './routes'), 'the manifest exposes ./routes');
    assert.ok(manifest.metaData.ownedPaths, 'the manifest carries the paths the remote owns');
    const builtElsewhere = [...WEB_PACKAGES.filter((p) => p !== remote), 'shared', 'mock-server'].filter((p) => existsSync(join(copy, p, 'dist')));
    assert.deepEqual(builtElsewhere, []);
  });
});
