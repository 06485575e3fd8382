// A team changes only its remote and ships it alone: mf-admin, copied with a new page that uses an antd component and
// a react-router-dom export no other package imports (so the shell's shared copies lack them), helpers added to
// two stateless @site/shared modules (policies and lib) and a page calling the server through a contract entry the
// shell's contract never had (all in a copy of shared that only this build resolves), is built by itself (webpack,
// production) and served from its own origin through config.yaml, with the shell and the other remotes as they were
// built before. The new page works in the site's theme, and the rest of the site is untouched.
//
// The copies live in a temp folder: the sources the shared antd and router modules are computed from (the packages'
// src, e2e/fixtures/*/src) never see the new names.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { launchBrowser } from '../lib/browser.js';
import { ADMIN, ROOT, editConfig, removeDir, startSite, type Site } from '../lib/site.js';
import { serveStatic } from '../lib/static-server.js';
import { openAs } from '../lib/ui.js';

const NEW_ANTD = ['Rate', 'Watermark'];
const NEW_ROUTER = ['useMatches', 'generatePath'];
const NEW_HELPER = 'describeShipment';
const NEW_ENDPOINT = 'listShippedRemoteNames';
/** Added to lib/text-diff.ts: a helper file of @site/shared/lib, not its index. */
const NEW_LIB_HELPER = 'countShippedWords';
const PAGE_PATH = '/admin/shipped-alone';

let site: Site;
let browser: Browser;
let work = '';

/**
 * A contract entry only the remote's copy of the contract has: the remote's team describes the server call it needs
 * (here the remotes list, read as names only) and injects it into the page's one api slice.
 */
const NEW_CONTRACT_FILE = `import { z } from 'zod';
import { ADMIN_API_PREFIX, def } from './define.js';

export const ${NEW_ENDPOINT} = def({
  method: 'GET',
  access: 'admin',
  path: \`\${ADMIN_API_PREFIX}/frontend/remotes\`,
  response: z.object({ remotes: z.array(z.object({ name: z.string() })) }),
});
`;

/** The remote's new page: two antd components, two router exports, two shared helpers and an endpoint nothing else uses. */
const NEW_PAGE = `import { Rate, Watermark } from 'antd';
import { generatePath, useMatches } from 'react-router-dom';
import { api, fromContract } from '@site/shared/api';
import { ${NEW_ENDPOINT} } from '@site/shared/contract';
import { countShippedWords } from '@site/shared/lib';
import { describeShipment } from '@site/shared/policies';

const shippedApi = api.injectEndpoints({
  endpoints: (build) => ({ ${NEW_ENDPOINT}: build.query({ ...fromContract(${NEW_ENDPOINT}) }) }),
});

export function ShippedAlonePage() {
  const matches = useMatches();
  const { data } = shippedApi.endpoints.${NEW_ENDPOINT}.useQuery();
  return (
    <Watermark content="shipped alone">
      <h2>Shipped alone</h2>
      <Rate disabled defaultValue={3} />
      <p data-testid="helper">{describeShipment('mf_admin')}</p>
      <p data-testid="lib-helper">{countShippedWords('shipped on its own')}</p>
      <p data-testid="matches">{matches.map((m) => m.pathname).join(' > ')}</p>
      <p data-testid="generated">{generatePath('/admin/users/:user_id', { user_id: '42' })}</p>
      {data && <p data-testid="remote-names">{data.remotes.map((r) => r.name).join(' ')}</p>}
    </Watermark>
  );
}
`;

function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out.slice(-4000)}`))));
  });
}

/** `to`/node_modules: a link to each of `from`'s dependencies, with @site/shared pointing at `shared` instead. */
function linkDependencies(from: string, to: string, shared: string): void {
  const modules = join(to, 'node_modules');
  mkdirSync(join(modules, '@site'), { recursive: true });
  for (const entry of readdirSync(join(from, 'node_modules'))) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) {
      mkdirSync(join(modules, entry), { recursive: true });
      for (const scoped of readdirSync(join(from, 'node_modules', entry))) {
        if (entry === '@site' && scoped === 'shared') continue;
        symlinkSync(join(from, 'node_modules', entry, scoped), join(modules, entry, scoped));
      }
    } else {
      symlinkSync(join(from, 'node_modules', entry), join(modules, entry));
    }
  }
  symlinkSync(shared, join(modules, '@site', 'shared'));
}

/** mf-admin and shared copied with the change, mf-admin built alone; answers its dist. */
async function buildChangedAdmin(): Promise<string> {
  // The build tools (webpack, swc-loader) are the workspace root's: the copies sit under a folder linking to them.
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'));
  const shared = join(work, 'shared');
  mkdirSync(shared);
  cpSync(join(ROOT, 'shared', 'src'), join(shared, 'src'), { recursive: true });
  cpSync(join(ROOT, 'shared', 'package.json'), join(shared, 'package.json'));
  symlinkSync(join(ROOT, 'shared', 'node_modules'), join(shared, 'node_modules'));
  const policies = join(shared, 'src', 'policies', 'index.ts');
  writeFileSync(policies, `${readFileSync(policies, 'utf8')}\n/** Says which part of the site was shipped on its own. */\nexport const ${NEW_HELPER} = (name: string): string => \`\${name} was shipped on its own\`;\n`);
  const contract = join(shared, 'src', 'contract');
  writeFileSync(join(contract, 'shipped-remotes.ts'), NEW_CONTRACT_FILE);
  writeFileSync(join(contract, 'index.ts'), `${readFileSync(join(contract, 'index.ts'), 'utf8')}\nexport * from './shipped-remotes.js';\n`);
  const textDiff = join(shared, 'src', 'lib', 'text-diff.ts');
  writeFileSync(textDiff, `${readFileSync(textDiff, 'utf8')}\n/** How many words a text has. */\nexport const ${NEW_LIB_HELPER} = (text: string): string => \`\${text.split(' ').length} words\`;\n`);
  const lib = join(shared, 'src', 'lib', 'index.ts');
  writeFileSync(lib, `${readFileSync(lib, 'utf8')}export { ${NEW_LIB_HELPER} } from './text-diff.js';\n`);

  const admin = join(work, 'mf-admin');
  mkdirSync(admin);
  cpSync(join(ROOT, 'mf-admin', 'src'), join(admin, 'src'), { recursive: true });
  cpSync(join(ROOT, 'mf-admin', 'package.json'), join(admin, 'package.json'));
  linkDependencies(join(ROOT, 'mf-admin'), admin, shared);
  writeFileSync(join(admin, 'src', 'shipped-alone-page.tsx'), NEW_PAGE);
  const routes = join(admin, 'src', 'routes.tsx');
  const source = readFileSync(routes, 'utf8');
  const anchor = "{ path: ADMIN_PLUGINS_PATH, element: <InstalledPluginsPage /> },";
  assert.ok(source.includes(anchor), 'mf-admin/src/routes.tsx changed: update the anchor this test inserts its route at');
  writeFileSync(
    routes,
    `import { ShippedAlonePage } from './shipped-alone-page';\n${source.replace(anchor, `${anchor}\n      { path: '${PAGE_PATH}', element: <ShippedAlonePage /> },`)}`,
  );
  // The remote's own webpack config, as in the repository, with the shared build scripts taken from there.
  const original = readFileSync(join(ROOT, 'mf-admin', 'webpack.config.mjs'), 'utf8');
  writeFileSync(join(admin, 'webpack.config.mjs'), original.replace('../scripts/webpack/index.mjs', pathToFileURL(join(ROOT, 'scripts', 'webpack', 'index.mjs')).href));

  await run(process.execPath, [join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'], admin);
  return join(admin, 'dist');
}

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'remote-ships-alone-'));
  site = await startSite({ autoInstall: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Whether an rgb()/rgba() colour is light (its average channel over 128). */
const isLight = (color: string) => {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (r! + g! + b!) / 3 > 128;
};

async function emptyStarColor(page: Page): Promise<string> {
  return page.locator('.ant-rate-star-zero .ant-rate-star-second').first().evaluate((el) => getComputedStyle(el).color);
}

test('a remote rebuilt alone with a new antd component, router export, shared helper and contract entry works in the running site', { timeout: 600_000 }, async () => {
  // Each new name is new to every front-end source (the packages, shared, the mock server, the e2e fixture remotes).
  const frontEnd = readdirSync(ROOT)
    .filter((d) => d === 'shell' || d.startsWith('mf-') || d === 'shared' || d === 'mock-server')
    .concat(readdirSync(join(ROOT, 'e2e', 'fixtures')).map((d) => join('e2e', 'fixtures', d)))
    .filter((d) => existsSync(join(ROOT, d, 'src')));
  for (const name of [...NEW_ANTD, ...NEW_ROUTER, NEW_HELPER, NEW_LIB_HELPER, NEW_ENDPOINT]) {
    for (const dir of frontEnd) {
      const found = readdirSync(join(ROOT, dir, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && new RegExp(`\\b${name}\\b`).test(readFileSync(join(ROOT, dir, 'src', f), 'utf8')));
      assert.deepEqual(found, [], `${name} must be new to the front end for this test, but ${dir} uses it`);
    }
  }
  const shellBefore = readFileSync(join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8');
  const dist = await buildChangedAdmin();
  const cdn = await serveStatic(dist);
  try {
    editConfig(site, { remotes: { mf_admin: `${cdn.origin}/mf-manifest.json` } });
    const token = await apiLogin(site);
    const asked = await call(site, 'POST', '/answer/api/v1/question', {
      title: 'Does the rest of the site still work?',
      content: 'A post the home list shows while the admin remote comes from another origin.',
      tags: [{ slug_name: 'shipping' }],
      content_type: 2,
    }, token);
    assert.equal(asked.code, 200, asked.msg);

    const { page, errors } = await openAs(browser, site, { email: ADMIN.email, password: ADMIN.password }, PAGE_PATH);
    const slot = page.getByTestId('slot-mf_admin');
    await slot.getByRole('heading', { name: 'Shipped alone' }).waitFor();
    assert.ok(cdn.hits.some((h) => h.startsWith('/remoteEntry') || h.endsWith('.js')), `the admin remote came from its own origin: ${cdn.hits}`);
    // The antd components the shell never imported render (a rate of five stars, a watermark layer).
    assert.equal(await slot.locator('.ant-rate .ant-rate-star').count(), 5);
    assert.equal(await slot.locator('.ant-rate-star-full').count(), 3);
    assert.ok(await slot.locator('.ant-watermark, [style*="background-image"]').count() > 0 || (await slot.locator('div').evaluateAll((els) => els.some((el) => getComputedStyle(el).backgroundImage.startsWith('url(data:image')))), 'the watermark layer is drawn');
    // The helper from the remote's newer copy of the stateless shared module.
    assert.equal(await slot.getByTestId('helper').textContent(), 'mf_admin was shipped on its own');
    assert.equal(await slot.getByTestId('lib-helper').textContent(), '4 words', 'the new helper of the per-content lib');
    // The call through the contract entry only the remote's contract has, made by the page's one api slice.
    const names = ((await slot.getByTestId('remote-names').textContent()) ?? '').split(' ');
    assert.ok(names.includes('mf_admin') && names.includes('mf_posts'), `the new endpoint's answer is shown: ${names}`);
    // The router exports the shell's router lacks, reading the page's one router.
    assert.equal(await slot.getByTestId('generated').textContent(), '/admin/users/42');
    assert.match((await slot.getByTestId('matches').textContent()) ?? '', /\/admin\/shipped-alone$/);
    // In the site's theme: light now, dark once the admin turns the dark scheme on (no rebuild, a reload).
    const lightStar = await emptyStarColor(page);
    assert.ok(!isLight(lightStar), `an empty star on a light page is drawn dark: ${lightStar}`);
    const themed = await call(site, 'PUT', '/answer/admin/api/siteinfo/theme', { theme: 'default', color_scheme: 'dark', theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } } }, token);
    assert.equal(themed.code, 200, themed.msg);
    await page.reload();
    await slot.getByRole('heading', { name: 'Shipped alone' }).waitFor();
    const darkStar = await emptyStarColor(page);
    assert.notEqual(darkStar, lightStar, `the new component follows the dark scheme (empty star ${lightStar} -> ${darkStar})`);
    assert.ok(isLight(darkStar), `an empty star on a dark page is drawn light: ${darkStar}`);
    await call(site, 'PUT', '/answer/admin/api/siteinfo/theme', { theme: 'default', color_scheme: 'light', theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } } }, token);

    // The admin's existing pages still work from the rebuilt remote.
    await page.goto(`${site.url}/admin/users`);
    await slot.getByText(ADMIN.email).first().waitFor();
    // Another remote's page, through the same router.
    await page.goto(`${site.url}/`);
    // The hot list beside the posts may show the same title: look for it among the list's post titles.
    await page.getByTestId('slot-mf_posts').getByTestId('post-title').filter({ hasText: 'Does the rest of the site still work?' }).waitFor();
    assert.deepEqual(errors, []);
    assert.equal(readFileSync(join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8'), shellBefore, 'the shell was not rebuilt');
  } finally {
    await cdn.close();
  }
});
