import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { writeConfigFile } from '../config/config-file.js';
import { readSetting } from '../repositories/settings-repo.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { pluginPaths } from './site-plugins.js';

const ADMIN_API = '/answer/admin/api';
/** The browser tests' captcha plugin: it selects itself by writing a site setting in its start-up hook. */
const E2E_CAPTCHA = fileURLToPath(new URL('../../../e2e/fixtures/captcha-plugin/index.mjs', import.meta.url));

type Listed = { slug_name: string; name: string; enabled: boolean; error: string };

/** Writes each module into a fresh data dir and lists them (in this order) under config.yaml `plugins:`. */
function dataDirWith(modules: Record<string, string>, extra: string[] = []): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-plugin-'));
  for (const [file, code] of Object.entries(modules)) writeFileSync(join(dataDir, file), code);
  writeConfigFile(dataDir, { plugins: [...Object.keys(modules), ...extra] });
  return dataDir;
}

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  for (const end = Date.now() + ms; ; ) {
    const value = await read();
    if (ok(value) || Date.now() > end) {
      assert.ok(ok(value), `${what}: still ${JSON.stringify(value)} after ${ms} ms`);
      return value;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('site plugins from config.yaml', () => {
  it('resolves relative paths against the data dir and rejects a malformed list', () => {
    assert.deepEqual(pluginPaths('/data', ['p.mjs', '/abs/q.mjs']), ['/data/p.mjs', '/abs/q.mjs']);
    assert.deepEqual(pluginPaths('/data', undefined), []);
    assert.throws(() => pluginPaths('/data', 'p.mjs'), /must be a list/);
  });

  it('a listed plugin registers a captcha provider that the site then uses', async () => {
    const dataDir = dataDirWith({
      'fixed.mjs': `export default async function (app) {
        app.captcha.registerProvider({ name: 'fixed', create: async () => ({ id: 'c1', image: 'data:,x' }), verify: async (id, code) => code === 'ok' });
      }`,
    });
    const t = await createTestApp({ installed: true, dataDir });
    try {
      assert.ok(t.app.captcha.provider('fixed'), 'the plugin registered its provider');
    } finally {
      await t.close();
    }
  });
});

describe('site plugins that fail', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    const dataDir = dataDirWith({
      'good.mjs': `export default async function (app) {
        app.pluginRegistry.register({ slug_name: 'good_one', name: 'Good one', type: 'filter' });
        app.get('/good/hello', async () => 'hi');
      }`,
      'throws.mjs': `export default async function (app) {
        app.pluginRegistry.register({ slug_name: 'thrower', name: 'Thrower', type: 'filter' });
        app.get('/thrower/hello', async () => 'should not answer');
        throw new Error('boom at registration');
      }`,
      'no-entry.mjs': `export default async function () { throw new Error('no licence key'); }`,
      'no-default.mjs': 'export const x = 1;',
      'nested.mjs': `export default async function (app) {
        app.pluginRegistry.register({ slug_name: 'nested_fail', name: 'Nested', type: 'filter' });
        app.register(async () => { throw new Error('nested boom'); });
      }`,
      'bad-icon.mjs': `export default async function (app) {
        app.pluginRegistry.register({ slug_name: 'bad_icon', name: 'Bad', type: 'connector', connector: { name: 'Bad', icon: 'iVBORw==', link: '/x' } });
      }`,
      'rejects.mjs': `export default async function (app) {
        app.pluginRegistry.register({ slug_name: 'late_fail', name: 'Late fail', type: 'filter' });
        app.addHook('onReady', async () => { throw new Error('boom at start-up'); });
      }`,
      'hangs.mjs': `export default async function (app) {
        app.pluginRegistry.register({ slug_name: 'sleeper', name: 'Sleeper', type: 'filter' });
        app.addHook('onReady', () => new Promise(() => {}));
      }`,
    });
    t = await createTestApp({ installed: true, dataDir, env: { pluginStartTimeoutMs: 2_000 } });
    admin = await t.login();
  });
  after(() => t?.close());

  const listed = async () => {
    const res = await t.inject({ url: `${ADMIN_API}/plugins`, headers: { authorization: admin } });
    assert.equal(res.statusCode, 200, res.body);
    return new Map((res.json().data as Listed[]).map((p) => [p.slug_name, p]));
  };

  it('the site starts and answers; the working plugin works', async () => {
    assert.equal((await t.inject({ url: '/answer/api/v1/siteinfo' })).statusCode, 200);
    const good = await t.inject({ url: '/good/hello' });
    assert.equal(good.statusCode, 200);
    assert.equal(good.body, 'hi');
    const listedGood = (await listed()).get('good_one');
    assert.equal(listedGood?.enabled, true);
    assert.equal(listedGood?.error, '');
  });

  it('the admin list shows each failed plugin off, with its error', async () => {
    const list = await listed();
    const failure = (slug: string) => {
      const p = list.get(slug);
      assert.ok(p, `${slug} is listed: ${JSON.stringify([...list.keys()])}`);
      assert.equal(p.enabled, false, `${slug} is off`);
      return p.error;
    };
    assert.match(failure('thrower'), /^registration failed: boom at registration$/);
    assert.match(failure('nested_fail'), /nested boom/);
    assert.match(failure('late_fail'), /^start-up failed: boom at start-up$/);
    assert.match(failure('sleeper'), /^start-up failed: .*did not finish within 2000 ms$/);
    // Modules that failed before registering anything are listed under their file.
    assert.match(failure('no-entry'), /no licence key/);
    assert.equal(list.get('no-entry')!.name, 'no-entry.mjs');
    assert.match(failure('no-default'), /no-default\.mjs: the default export must be a Fastify plugin/);
    assert.match(failure('bad-icon'), /plugin bad_icon: the connector icon must be base64 of an SVG image/);
  });

  it('logs an error naming each failed plugin and its error', () => {
    const errorsLogged = t.logs.map((l) => JSON.parse(l) as { level: number; plugin?: string; err?: { message: string } }).filter((l) => l.level === 50 && l.plugin);
    const byPlugin = new Map(errorsLogged.map((l) => [l.plugin, l.err?.message]));
    assert.equal(byPlugin.get('throws.mjs'), 'boom at registration');
    assert.equal(byPlugin.get('rejects.mjs'), 'boom at start-up');
    assert.match(byPlugin.get('hangs.mjs') ?? '', /did not finish within 2000 ms/);
    assert.equal(byPlugin.get('no-entry.mjs'), 'no licence key');
    assert.equal(byPlugin.has('good.mjs'), false);
  });

  it("a failed plugin's routes answer 404 and the admin cannot switch it on", async () => {
    assert.equal((await t.inject({ url: '/thrower/hello' })).statusCode, 404);
    const res = await t.inject({
      method: 'PUT',
      url: `${ADMIN_API}/plugin/status`,
      headers: { authorization: admin },
      payload: { plugin_slug_name: 'late_fail', enabled: true },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().reason, 'error.plugin.failed');
  });
});

describe('site plugins that need the database, listed before the install', () => {
  let t: TestApp;
  before(async () => {
    const dataDir = dataDirWith(
      {
        'db-user.mjs': `let users = null;
        export default async function (app, { state }) {
          app.addHook('onReady', async () => {
            users = (await state.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
          });
          app.get('/db-user/users', async () => ({ users: users === null ? null : Number(users) }));
        }`,
      },
      [E2E_CAPTCHA],
    );
    t = await createTestApp({ dataDir });
  });
  after(() => t?.close());

  it('the server starts and answers before the install', async () => {
    assert.equal((await t.inject({ url: '/installation/language/options' })).statusCode, 200);
    assert.equal((await t.inject({ url: '/answer/api/v1/siteinfo' })).json().reason, 'error.install.not_installed');
  });

  it('they start once the install completes, without a restart', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/installation/base-info',
      payload: { lang: 'en_US', site_name: 'Later', site_url: 'https://later.example', contact_email: 'o@example.com', name: 'boss', password: 'boss-pass-1', email: 'boss@example.com', login_required: false },
    });
    assert.equal(res.statusCode, 200, res.body);
    await until('the captcha plugin selected itself', () => readSetting(t.app.site.db, 'captcha_provider'), (v) => v === 'e2e-fixed');
    const users = await until('the db plugin started', async () => (await t.inject({ url: '/db-user/users' })).json() as { users: number | null }, (v) => v.users !== null);
    assert.equal(users.users, 1, 'it read the database the install filled');
    assert.ok(t.logs.some((l) => l.includes('site plugins started after the install')));
    assert.ok(!t.logs.some((l) => JSON.parse(l).level >= 50), `no error logged:\n${t.logs.filter((l) => JSON.parse(l).level >= 50).join('\n')}`);
  });
});
