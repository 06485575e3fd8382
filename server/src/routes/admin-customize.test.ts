import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, API_PREFIX } from '@site/shared/contract';
import { createSession } from '../services/account/session-service.js';
import { makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const THEME = `${ADMIN_API_PREFIX}/siteinfo/theme`;
const CODE = `${ADMIN_API_PREFIX}/siteinfo/custom-css-html`;
const TEMPLATE = '<!doctype html><html><head><meta charset="utf-8"><title>Loading</title></head><body><div id="root"></div></body></html>';
const EMPTY_CODE = { custom_css: '', custom_head: '', custom_header: '', custom_footer: '', custom_sidebar: '' };

describe('admin siteinfo/theme and siteinfo/custom-css-html', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let webRoot: string;
  before(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'site-web-'));
    mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell/dist/index.html'), TEMPLATE);
    t = await createTestApp({ installed: true, env: { webRoot } });
    admin = await t.login();
    member = await createSession(t.app.site.db, (await makeUser(t.app.site.db)).id);
  });
  after(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const auth = (token: string | null) => (token ? { authorization: token } : {});
  const get = (url: string, token: string | null = admin) => t.inject({ url, headers: auth(token) });
  const put = (url: string, payload: object, token: string | null = admin) => t.inject({ method: 'PUT', url, payload, headers: auth(token) });
  const siteinfo = async () => (await t.inject({ url: `${API_PREFIX}/siteinfo` })).json().data;
  const fields = (res: { json(): { data: { error_field: string; error_msg: string }[] } }) =>
    Object.fromEntries(res.json().data.map((f) => [f.error_field, f.error_msg]));

  it('admins only: a visitor gets 401 and a member 403, on all four calls', async () => {
    const body = { theme: 'default', color_scheme: 'dark', theme_config: {} };
    for (const [token, status] of [[null, 401], [member, 403]] as const) {
      assert.equal((await get(THEME, token)).statusCode, status);
      assert.equal((await put(THEME, body, token)).statusCode, status);
      assert.equal((await get(CODE, token)).statusCode, status);
      assert.equal((await put(CODE, EMPTY_CODE, token)).statusCode, status);
    }
    assert.equal((await siteinfo()).theme.color_scheme, 'system', 'nothing was saved');
  });

  it("starts with the spec's defaults: the device's scheme, #0033ff, a colored navbar", async () => {
    const theme = (await get(THEME)).json().data;
    assert.equal(theme.theme, 'default');
    assert.equal(theme.color_scheme, 'system');
    assert.deepEqual(theme.theme_config.default, { navbar_style: 'colored', primary_color: '#0033ff' });
    assert.deepEqual((await get(CODE)).json().data, EMPTY_CODE);
  });

  it('saves the scheme, colour and navbar style; siteinfo shows them at once; a theme left out keeps its config', async () => {
    const res = await put(THEME, { theme: 'default', color_scheme: 'dark', theme_config: { default: { navbar_style: 'light', primary_color: '#AA2200' } } });
    assert.equal(res.statusCode, 200, res.body);
    const theme = (await siteinfo()).theme;
    assert.equal(theme.color_scheme, 'dark');
    assert.deepEqual(theme.theme_config.default, { navbar_style: 'light', primary_color: '#aa2200' });
    assert.equal(theme.layout, 'Full-width');
    assert.equal((await put(THEME, { theme: 'default', color_scheme: 'light' })).statusCode, 200);
    const after = (await get(THEME)).json().data;
    assert.equal(after.color_scheme, 'light');
    assert.deepEqual(after.theme_config.default, { navbar_style: 'light', primary_color: '#aa2200' });
  });

  it('bad theme values are field errors on their fields, in the asked language, and save nothing', async () => {
    const before = (await get(THEME)).json().data;
    const res = await put(THEME, {
      theme: 'ocean',
      color_scheme: 'sepia',
      theme_config: { default: { navbar_style: 'purple', primary_color: 'red' } },
    });
    assert.equal(res.statusCode, 400);
    const f = fields(res);
    assert.equal(f.theme, 'This theme does not exist.');
    assert.equal(f.color_scheme, 'The colour scheme is light, dark or system.');
    assert.equal(f['theme_config.default.navbar_style'], 'The navbar style is colored or light.');
    assert.equal(f['theme_config.default.primary_color'], 'Give the colour as # and six hexadecimal digits, e.g. #0033ff.');
    const zh = await t.inject({
      method: 'PUT',
      url: THEME,
      payload: { theme: 'default', theme_config: { default: { primary_color: '#12345' } } },
      headers: { ...auth(admin), 'accept-language': 'zh-CN' },
    });
    assert.equal(zh.statusCode, 400);
    assert.match(fields(zh)['theme_config.default.primary_color']!, /十六进制/);
    assert.deepEqual((await get(THEME)).json().data, before);
  });

  it('custom code: CSS and head kept as written; header, footer and sidebar sanitized (style and class kept)', async () => {
    const code = {
      custom_css: 'body { outline: 1px solid red; }',
      custom_head: '<meta name="site-check" content="abc"><script>window.analytics = 1</script>',
      custom_header: '<div class="banner" style="color: red" onclick="steal()">Hello<script>steal()</script></div>',
      custom_footer: '<a href="javascript:steal()">x</a><img src="x.png" onerror="steal()"><a href="https://example.com" target="_blank">ok</a>',
      custom_sidebar: '<iframe src="https://evil.example"></iframe><p>Side</p>',
    };
    assert.equal((await put(CODE, code)).statusCode, 200);
    const saved = (await get(CODE)).json().data;
    assert.equal(saved.custom_css, code.custom_css);
    assert.equal(saved.custom_head, code.custom_head);
    assert.equal(saved.custom_header, '<div class="banner" style="color:red">Hello</div>');
    assert.doesNotMatch(saved.custom_footer, /javascript:|onerror|steal/);
    assert.match(saved.custom_footer, /<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">ok<\/a>/);
    assert.equal(saved.custom_sidebar, '<p>Side</p>');
    assert.deepEqual((await siteinfo()).custom_css_html, saved);
    assert.equal((await t.inject({ url: '/custom.css' })).body, code.custom_css);
  });

  it('a custom code field over 65536 characters is a field error', async () => {
    const res = await put(CODE, { ...EMPTY_CODE, custom_footer: 'x'.repeat(65537) });
    assert.equal(res.statusCode, 400);
    assert.equal(fields(res).custom_footer, 'This value is too long.');
  });

  it("puts the custom head and the versioned stylesheet into the page's <head>; a change changes the page and its ETag", async () => {
    await put(CODE, { ...EMPTY_CODE, custom_css: 'a { color: green; }', custom_head: '<meta name="site-check" content="one">' });
    const first = await t.inject({ url: '/questions' });
    const head = /<head>([\s\S]*)<\/head>/.exec(first.body)![1]!;
    assert.match(head, /<meta name="site-check" content="one">/);
    const css = /<link rel="stylesheet" id="custom-css" href="(\/custom\.css\?v=[\w-]+)">/.exec(head)?.[1];
    assert.ok(css, head);
    // The admin's head comes after everything else the server puts there.
    assert.ok(head.trimEnd().endsWith('<meta name="site-check" content="one">'));
    const etag = first.headers.etag as string;
    assert.equal((await t.inject({ url: '/questions', headers: { 'if-none-match': etag } })).statusCode, 304);

    await put(CODE, { ...EMPTY_CODE, custom_css: 'a { color: blue; }', custom_head: '<meta name="site-check" content="two">' });
    const second = await t.inject({ url: '/questions', headers: { 'if-none-match': etag } });
    assert.equal(second.statusCode, 200, 'the old copy is not current any more');
    assert.notEqual(second.headers.etag, etag);
    assert.match(second.body, /<meta name="site-check" content="two">/);
    assert.doesNotMatch(second.body, /content="one"/);
    assert.doesNotMatch(second.body, new RegExp(css.replace(/[?.]/g, '\\$&')), 'a new stylesheet version');

    await put(CODE, EMPTY_CODE);
    const none = await t.inject({ url: '/questions' });
    assert.doesNotMatch(none.body, /custom\.css|site-check/);
  });
});
