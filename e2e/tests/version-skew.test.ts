// A remote deployed alone that was built against a newer shared singleton than the running page has: here a copy
// of the articles fixture whose package.json asks for react-router-dom ^7.99.0 (the page runs the installed 7.x),
// built at test time with the site's own webpack factory. Its slot says this part needs a newer page, with Reload,
// instead of a blank area or React error #130; the browser reports the skew, the admin reads it (the list and the
// dashboard's health), and the rest of the site keeps working.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { launchBrowser, openPage } from '../lib/browser.js';
import { ADMIN, ROOT, editConfig, removeDir, startSite, type Site } from '../lib/site.js';
import { serveStatic } from '../lib/static-server.js';
import { openAs, waitForPath } from '../lib/ui.js';

const FIXTURE = join(ROOT, 'e2e', 'fixtures', 'articles-remote');
const REQUIRED = '^7.99.0';
const PAGE_HAS = (JSON.parse(readFileSync(join(FIXTURE, 'node_modules', 'react-router-dom', 'package.json'), 'utf8')) as { version: string }).version;

interface Report {
  kind: string;
  remote: string;
  module: string;
  required: string;
  loaded: string;
  count: number;
}

let site: Site;
let browser: Browser;
let buildDir = '';

/**
 * The skewed remote: the fixture's package.json with a higher react-router-dom range, a page of its own under
 * /skewed, built with scripts/webpack's factory in a temporary folder under e2e/ (resolving the fixture's
 * dependencies through a link to its node_modules, webpack's loaders from the workspace root).
 */
async function buildSkewedRemote(): Promise<string> {
  // Not under a node_modules folder: the factory's TypeScript rule skips those.
  const dir = mkdtempSync(join(ROOT, 'e2e', '.tmp-skewed-remote-'));
  const pkg = JSON.parse(readFileSync(join(FIXTURE, 'package.json'), 'utf8')) as { name: string; dependencies: Record<string, string> };
  pkg.name = '@site/e2e-skewed-remote';
  pkg.dependencies['react-router-dom'] = REQUIRED;
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  symlinkSync(join(FIXTURE, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'owned-paths.json'), JSON.stringify({ prefixes: ['/skewed'] }));
  writeFileSync(
    join(dir, 'src', 'routes.tsx'),
    `import { useParams, type RouteObject } from 'react-router-dom';
function SkewedPage() {
  const { slug = '' } = useParams();
  return <h1 data-testid="skewed-page">Skewed: {slug}</h1>;
}
const routes: RouteObject[] = [{ path: '/skewed/:slug', element: <SkewedPage /> }];
export default routes;
`,
  );
  // No persistent cache: it would share the fixture's (node_modules is the fixture's).
  writeFileSync(
    join(dir, 'webpack.config.mjs'),
    `import { createConfig } from ${JSON.stringify(join(ROOT, 'scripts', 'webpack', 'index.mjs'))};
const make = createConfig({ name: 'e2e_skewed', dir: ${JSON.stringify(dir)}, exposes: { './routes': './src/routes.tsx' }, ownedPaths: './src/owned-paths.json' });
export default (env, argv) => ({ ...make(env, argv), cache: false });
`,
  );
  // antd whole (no tree-shaking fallback build, minutes on this machine): this remote never imports antd.
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production', '--config', 'webpack.config.mjs'], {
      cwd: dir,
      env: { ...process.env, MF_ANTD_TREESHAKING: '0' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', resolve);
  });
  assert.equal(code, 0, 'the skewed remote builds');
  const manifest = JSON.parse(readFileSync(join(dir, 'dist', 'mf-manifest.json'), 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
  assert.equal(manifest.shared.find((s) => s.name === 'react-router-dom')?.requiredVersion, REQUIRED, 'built with the higher requirement');
  return dir;
}

before(async () => {
  [site, buildDir] = await Promise.all([startSite({ autoInstall: true }), buildSkewedRemote()]);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
  if (buildDir) removeDir(buildDir);
});

async function reportsOf(token: string, remote: string): Promise<Report[]> {
  const res = await call<{ list: Report[] }>(site, 'GET', `/answer/admin/api/frontend/remote-reports?remote=${remote}&kind=skew`, undefined, token);
  assert.equal(res.code, 200, res.msg);
  return res.data.list;
}

/** Polls the admin's list until `check` holds (the page reports in the background). */
async function waitForReports(token: string, check: (list: Report[]) => boolean, what: string): Promise<Report[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const list = await reportsOf(token, 'e2e_skewed');
    if (check(list)) return list;
    if (Date.now() > deadline) assert.fail(`${what}: ${JSON.stringify(list)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test('a remote that needs a newer singleton than the page has says so with Reload, is reported, and the admin sees it', async () => {
  const remote = await serveStatic(join(buildDir, 'dist'));
  try {
    editConfig(site, { remotes: { e2e_skewed: `${remote.origin}/mf-manifest.json` } });
    const token = await apiLogin(site);

    const { page, errors } = await openPage(browser);
    const console: string[] = [];
    page.on('console', (m) => console.push(m.text()));
    await page.goto(`${site.url}/skewed/first-steps`);
    const slot = page.getByTestId('slot-e2e_skewed');
    const message = slot.getByTestId('slot-skew-e2e_skewed');
    await message.getByText('This part of the site needs a newer version of the page.').waitFor();
    assert.ok(await message.getByText('Reload the page to use it.').isVisible());
    assert.ok(await message.getByRole('button', { name: 'Reload' }).isVisible());
    assert.equal(await slot.getByTestId('skewed-page').count(), 0, "the remote's page never rendered on the older router");
    assert.ok(await page.getByRole('banner').isVisible(), "the shell's layout is there");
    assert.ok(remote.hits.some((h) => h.endsWith('remoteEntry.js')), `the remote was really loaded: ${remote.hits}`);
    assert.deepEqual(errors, []);
    assert.ok(!console.some((m) => /Minified React error|error #130/.test(m)), console.join('\n'));

    const [first] = await waitForReports(token, (l) => l.length === 1, 'the skew is reported');
    const { kind, module, required, loaded, count } = first!;
    assert.deepEqual({ kind, module, required, loaded, count }, { kind: 'skew', module: 'react-router-dom', required: REQUIRED, loaded: PAGE_HAS, count: 1 });

    // Reload: a new page load, the same old page (nothing newer was deployed), the same message; one more report.
    await message.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('slot-skew-e2e_skewed').getByText('This part of the site needs a newer version of the page.').waitFor();
    await waitForReports(token, (l) => l.length === 1 && l[0]!.count === 2, 'the reload reports once more on the same row');

    // The rest of the site works in the same page.
    await page.goto(`${site.url}/`);
    await page.getByTestId('slot-mf_posts').getByText('No posts yet').waitFor();
    assert.deepEqual(errors, []);

    // The admin's dashboard lists it among the health checks.
    const admin = await openAs(browser, site, { email: ADMIN.email, password: ADMIN.password }, '/admin');
    await waitForPath(admin.page, '/admin/dashboard');
    const health = admin.page.getByTestId('health-frontend');
    await health.waitFor();
    assert.equal(await health.getAttribute('data-status'), 'problem');
    const line = await health.getByRole('listitem').first().innerText();
    assert.match(line, new RegExp(`^Front-end version skew: e2e_skewed needs react-router-dom \\^7\\.99\\.0, the page has ${PAGE_HAS.replace(/\./g, '\\.')} \\(2 reports, last at .+\\)$`));
    assert.deepEqual(admin.errors, []);
  } finally {
    await remote.close();
  }
});
