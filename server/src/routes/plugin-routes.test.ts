// The plugin registry through its calls: who may call what, switching a plugin off and on (its login button, login
// route, page, search credit and captcha follow at once), config forms checked field by field, secrets kept.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { PLUGIN_SECRET_PLACEHOLDER } from '@site/shared/contract';
import { writeConfigFile } from '../config/config-file.js';
import { makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const DEMO = fileURLToPath(new URL('../../../e2e/fixtures/demo-login-plugin/index.mjs', import.meta.url));
const ADMIN = '/answer/admin/api';
const API = '/answer/api/v1';

// A search and a captcha plugin, registered through the registry like any config.yaml plugin.
const EXTRAS = `export default async function (app) {
  app.pluginRegistry.register({
    slug_name: 'demo_search', name: 'Demo search', type: 'search',
    search: { description: () => ({ icon: '', link: 'https://search.example/' }) },
  });
  app.pluginRegistry.register({
    slug_name: 'demo_captcha', name: 'Demo captcha', type: 'captcha',
    captcha: { name: 'demo', create: async () => ({ id: 'd1', image: 'data:,demo' }), verify: async () => true },
  });
}`;

// light-my-request's json() is untyped: each test reads the answer's own shape.
type Res = Awaited<ReturnType<TestApp['inject']>>;
const fieldErrors = (res: Res) => Object.fromEntries((res.json().data as { error_field: string; error_msg: string }[]).map((e) => [e.error_field, e.error_msg]));

describe('plugins', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  before(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'plugins-'));
    writeFileSync(join(dataDir, 'extras.mjs'), EXTRAS);
    writeConfigFile(dataDir, { plugins: [DEMO, 'extras.mjs'] });
    t = await createTestApp({ installed: true, dataDir });
    admin = await t.login();
    const user = await makeUser(t.app.site.db, { password: 'member-pass-1' });
    member = await t.login(user.e_mail, 'member-pass-1');
  });
  after(() => t?.close());

  const call = (method: 'GET' | 'PUT', url: string, token: string | null, payload?: object, lang = 'en_US'): Promise<Res> =>
    t.inject({ method, url, payload, headers: { 'accept-language': lang, ...(token ? { authorization: token } : {}) } });
  const setStatus = (slug: string, enabled: boolean, token = admin) => call('PUT', `${ADMIN}/plugin/status`, token, { plugin_slug_name: slug, enabled });
  const buttons = async () => ((await call('GET', `${API}/connector/info`, null)).json().data as { name: string }[]).map((b) => b.name);

  it('admin calls are for admins, user config calls for members', async () => {
    for (const [method, url] of [
      ['GET', `${ADMIN}/plugins`],
      ['GET', `${ADMIN}/plugin/config?plugin_slug_name=demo_login`],
      ['PUT', `${ADMIN}/plugin/status`],
      ['PUT', `${ADMIN}/plugin/config`],
    ] as const) {
      const body = method === 'PUT' ? { plugin_slug_name: 'demo_login', enabled: false } : undefined;
      assert.equal((await call(method, url, null, body)).statusCode, 401, url);
      assert.equal((await call(method, url, member, body)).statusCode, 403, url);
    }
    assert.equal((await call('GET', `${API}/user/plugin/configs`, null)).statusCode, 401);
    assert.equal((await call('PUT', `${API}/user/plugin/config`, null, { plugin_slug_name: 'demo_login' })).statusCode, 401);
    assert.equal((await call('GET', `${API}/plugin/status`, null)).statusCode, 200, 'the switches are public');
    assert.deepEqual(await buttons(), ['Demo ID'], 'the refused calls switched nothing off');
  });

  it('lists the built-in captcha and the installed plugins, filtered by status and config', async () => {
    const list = (q = '') => call('GET', `${ADMIN}/plugins${q}`, admin).then((r) => r.json().data as { slug_name: string; enabled: boolean; have_config: boolean; type: string }[]);
    const all = await list();
    assert.deepEqual(all.map((p) => [p.slug_name, p.type, p.enabled, p.have_config]), [
      ['captcha_basic', 'captcha', true, false],
      ['demo_login', 'connector', true, true],
      ['demo_search', 'search', true, false],
      ['demo_captcha', 'captcha', true, false],
    ]);
    assert.equal(all[1]!.slug_name, 'demo_login');
    assert.deepEqual((await list('?have_config=true')).map((p) => p.slug_name), ['demo_login']);
    await setStatus('demo_search', false);
    assert.deepEqual((await list('?status=inactive')).map((p) => p.slug_name), ['demo_search']);
    assert.equal((await list('?status=active&have_config=false')).length, 2);
    await setStatus('demo_search', true);
    const zh = (await call('GET', `${ADMIN}/plugins`, admin, undefined, 'zh_CN')).json().data as { name: string }[];
    assert.equal(zh[1]!.name, '演示登录', 'names in the request language');
  });

  it('switching a connector plugin off removes its button, its login route and its page at once; on brings them back', async () => {
    assert.equal((await call('GET', `${API}/demo-login/start`, null)).statusCode, 302);
    await setStatus('demo_login', false);
    assert.deepEqual(await buttons(), []);
    assert.equal((await call('GET', `${API}/demo-login/start`, null)).statusCode, 404);
    assert.equal((await call('GET', `${API}/plugin/page?plugin_slug_name=demo_login`, null)).statusCode, 404);
    const statuses = (await call('GET', `${API}/plugin/status`, null)).json().data as { slug_name: string; enabled: boolean; route: string }[];
    assert.deepEqual(statuses.find((s) => s.slug_name === 'demo_login'), { slug_name: 'demo_login', enabled: false, type: 'connector', route: '/demo-login' });
    assert.equal((await call('GET', `${API}/user/plugin/configs`, member)).json().data.length, 0, 'no member settings while off');

    assert.equal((await setStatus('demo_login', true)).statusCode, 200);
    const info = (await call('GET', `${API}/connector/info`, null)).json().data as { name: string; icon: string; link: string }[];
    const icon = info[0]?.icon ?? '';
    assert.match(icon, /^data:image\/svg\+xml;base64,/);
    assert.deepEqual(info, [{ name: 'Demo ID', icon, link: `${API}/demo-login/start` }]);
    assert.equal((await call('GET', `${API}/demo-login/start`, null)).statusCode, 302);
  });

  it('the built-in captcha cannot be switched off; an unknown plugin is a 404', async () => {
    const res = await setStatus('captcha_basic', false);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().msg, 'This plugin is part of the site and cannot be switched off.');
    assert.equal((await setStatus('nope', true)).statusCode, 404);
    assert.equal((await call('GET', `${ADMIN}/plugin/config?plugin_slug_name=nope`, admin)).statusCode, 404);
    const bad = await call('PUT', `${ADMIN}/plugin/status`, admin, { plugin_slug_name: 'demo_login' });
    assert.equal(bad.statusCode, 400, 'enabled is required');
  });

  it('a switched-off search plugin gives no credit; a switched-off captcha plugin falls back to the built-in one', async () => {
    const credit = async () => (await call('GET', `${API}/search/desc`, null)).json().data.link;
    assert.equal(await credit(), 'https://search.example/');
    await setStatus('demo_search', false);
    assert.equal(await credit(), '');
    await setStatus('demo_search', true);

    await t.app.site.db.insertInto('site_settings').values({ key: 'captcha_provider', type: 'string', value: JSON.stringify('demo') }).execute();
    assert.equal((await t.app.captcha.activeProvider()).name, 'demo');
    await setStatus('demo_captcha', false);
    assert.equal((await t.app.captcha.activeProvider()).name, 'svg');
  });

  it('the config form: declared fields with values, checked field by field, the secret never sent back', async () => {
    const get = async () => (await call('GET', `${ADMIN}/plugin/config?plugin_slug_name=demo_login`, admin)).json().data;
    const put = (config_fields: object, lang = 'en_US') => call('PUT', `${ADMIN}/plugin/config`, admin, { plugin_slug_name: 'demo_login', config_fields }, lang);
    const form = await get();
    assert.deepEqual(
      form.config_fields.map((f: { name: string; type: string; value: unknown; required: boolean }) => [f.name, f.type, f.value, f.required]),
      [
        ['greeting', 'input', 'Hello from Demo ID', true],
        ['client_secret', 'input', '', false],
        ['button_style', 'select', 'plain', false],
      ],
    );
    assert.deepEqual(form.config_fields[2].options, [{ label: 'Plain', value: 'plain' }, { label: 'Bold', value: 'bold' }]);

    const bad = await put({ greeting: '  ', button_style: 'loud', client_secret: 42 });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(fieldErrors(bad), {
      greeting: 'This field is required.',
      client_secret: 'This value is not valid.',
      button_style: 'Choose one of the listed options.',
    });
    const zh = await put({ button_style: 'loud' }, 'zh_CN');
    assert.deepEqual(fieldErrors(zh), { button_style: '请从列出的选项中选择。' });

    assert.equal((await put({ greeting: 'Welcome, <b>friend</b>', client_secret: 's3cret-value', button_style: 'bold', unknown: 1 })).statusCode, 200);
    const saved = await get();
    assert.deepEqual(saved.config_fields.map((f: { value: unknown }) => f.value), ['Welcome, <b>friend</b>', PLUGIN_SECRET_PLACEHOLDER, 'bold']);
    const res = await call('GET', `${ADMIN}/plugin/config?plugin_slug_name=demo_login`, admin);
    assert.ok(!JSON.stringify(res.json()).includes('s3cret-value'));

    // The placeholder sent back keeps the stored secret; the plugin reads it in clear.
    assert.equal((await put({ greeting: 'Hi', client_secret: PLUGIN_SECRET_PLACEHOLDER })).statusCode, 200);
    const stored = await t.app.site.db.selectFrom('site_settings').select('value').where('key', '=', 'plugin_config.demo_login').executeTakeFirstOrThrow();
    assert.deepEqual(stored.value, { greeting: 'Hi', client_secret: 's3cret-value', button_style: 'bold' });

    // The route plugin's page shows the saved greeting, its HTML sanitized.
    const page = (await call('GET', `${API}/plugin/page?plugin_slug_name=demo_login`, null)).json().data;
    assert.deepEqual(page, { slug_name: 'demo_login', title: 'Demo login', html: '<p>Hi</p>' });
  });

  it('member settings: listed while the plugin is on, checked, kept per member', async () => {
    assert.deepEqual((await call('GET', `${API}/user/plugin/configs`, member)).json().data, [{ name: 'Demo login', slug_name: 'demo_login' }]);
    const url = `${API}/user/plugin/config`;
    const form = (await call('GET', `${url}?plugin_slug_name=demo_login`, member)).json().data;
    assert.deepEqual(form.config_fields.map((f: { name: string; value: unknown }) => [f.name, f.value]), [['show_badge', false], ['nickname', '']]);
    const bad = await call('PUT', url, member, { plugin_slug_name: 'demo_login', config_fields: { show_badge: 'yes' } });
    assert.deepEqual(fieldErrors(bad), { show_badge: 'This value is not valid.' });
    assert.equal((await call('PUT', url, member, { plugin_slug_name: 'demo_login', config_fields: { show_badge: true, nickname: 'neo' } })).statusCode, 200);
    const mine = (await call('GET', `${url}?plugin_slug_name=demo_login`, member)).json().data;
    assert.deepEqual(mine.config_fields.map((f: { value: unknown }) => f.value), [true, 'neo']);
    const theirs = (await call('GET', `${url}?plugin_slug_name=demo_login`, admin)).json().data;
    assert.deepEqual(theirs.config_fields.map((f: { value: unknown }) => f.value), [false, ''], "another member's settings are their own");
    assert.equal((await call('GET', `${url}?plugin_slug_name=demo_search`, member)).statusCode, 404, 'no member settings declared');
  });
});
