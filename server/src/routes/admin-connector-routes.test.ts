import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CONNECTOR_SECRET_PLACEHOLDER, type ConnectorConfig } from '@site/shared/contract';
import { makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const URL = '/answer/admin/api/connectors';
const svg = (s: string) => Buffer.from(s).toString('base64');
const ICON = svg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>');

const oidc = (over: Partial<ConnectorConfig> = {}): ConnectorConfig => ({
  name: 'corp',
  display_name: 'Corp SSO',
  kind: 'oidc',
  enabled: true,
  icon_svg: ICON,
  client_id: 'client-1',
  client_secret: 'very-secret-value',
  issuer: 'https://sso.corp.example',
  ...over,
});

describe('admin connector configs', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
  });
  after(() => t?.close());

  const put = (payload: unknown, token: string | null = admin) =>
    t.inject({ method: 'PUT', url: URL, payload: payload as object, headers: token ? { authorization: token } : {} });
  const get = (token: string | null = admin) => t.inject({ url: URL, headers: token ? { authorization: token } : {} });
  const fieldErrors = (res: { json(): { data: Array<{ error_field: string; error_msg: string }> } }) =>
    Object.fromEntries(res.json().data.map((e) => [e.error_field, e.error_msg]));

  it('is admin only', async () => {
    assert.equal((await get(null)).statusCode, 401);
    const user = await makeUser(t.app.site.db, { password: 'normal-pass-1' });
    const token = await t.login(user.e_mail, 'normal-pass-1');
    assert.equal((await get(token)).statusCode, 403);
    assert.equal((await put([oidc()], token)).statusCode, 403);
    assert.deepEqual((await get()).json().data, [], 'nothing saved by the refused PUT');
  });

  it('saves, never shows the secret again, and keeps it when the placeholder comes back', async () => {
    assert.equal((await put([oidc()])).statusCode, 200);
    const got = await get();
    assert.ok(!got.body.includes('very-secret-value'));
    const [saved] = got.json().data;
    assert.equal(saved.client_secret, CONNECTOR_SECRET_PLACEHOLDER);
    assert.equal(saved.scope, 'openid email profile', 'contract defaults filled in');
    assert.equal((await put([{ ...saved, display_name: 'Corp login' }])).statusCode, 200);
    const stored = (await t.app.site.db.selectFrom('site_settings').select('value').where('key', '=', 'connectors').executeTakeFirstOrThrow()).value as ConnectorConfig[];
    assert.equal(stored[0]!.client_secret, 'very-secret-value');
    assert.equal(stored[0]!.display_name, 'Corp login');
  });

  it('the placeholder for a connector that has no stored secret is a field error', async () => {
    const res = await put([oidc({ name: 'newone', client_secret: CONNECTOR_SECRET_PLACEHOLDER })]);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(fieldErrors(res), { '0.client_secret': 'The client secret is required.' });
  });

  it('icons must be safe SVG: error.connector.icon_not_svg', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64');
    for (const icon of [png, svg('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), svg('<svg onload="x()"/>')]) {
      const res = await put([oidc({ icon_svg: icon })]);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(fieldErrors(res), { '0.icon_svg': 'The icon must be an SVG image.' });
      assert.equal(res.json().data[0].error_msg, 'The icon must be an SVG image.');
    }
  });

  it('checks names, kinds and URLs field by field', async () => {
    const res = await put([
      oidc({ issuer: '' }),
      oidc({ name: 'corp', issuer: 'javascript:alert(1)' }),
      { ...oidc({ name: 'gen', kind: 'oauth2', issuer: '' }), authorize_url: 'ftp://x.example/a', token_url: 'https://x.example/t' },
      oidc({ name: 'Bad Name' }),
    ]);
    assert.equal(res.statusCode, 400);
    const errs = fieldErrors(res);
    assert.equal(errs['3.name'], 'Connector name can only contain a-z, 0-9, "-" and "_".');
    const res2 = await put([
      oidc({ issuer: '' }),
      oidc({ name: 'corp', issuer: 'javascript:alert(1)' }),
      { ...oidc({ name: 'gen', kind: 'oauth2', issuer: '' }), authorize_url: 'ftp://x.example/a', token_url: 'https://x.example/t' },
    ]);
    assert.deepEqual(fieldErrors(res2), {
      '0.issuer': 'This field is required.',
      '1.name': 'Two login connectors cannot have the same name.',
      '1.issuer': 'Enter an http:// or https:// URL.',
      '2.authorize_url': 'Enter an http:// or https:// URL.',
      '2.userinfo_url': 'This field is required.',
    });
  });

  it('connector/info lists the enabled ones with the icon as a data URL and the login link', async () => {
    assert.equal((await put([oidc({ client_secret: CONNECTOR_SECRET_PLACEHOLDER }), oidc({ name: 'off', enabled: false }), oidc({ name: 'wx', kind: 'wechat', issuer: '', icon_svg: '' })])).statusCode, 200);
    const res = await t.inject({ url: '/answer/api/v1/connector/info' });
    assert.equal(res.statusCode, 200);
    // As in Apache Answer, `name` is the button's text (the display name); the slug ends the link.
    assert.deepEqual(res.json().data, [
      { name: 'Corp SSO', icon: `data:image/svg+xml;base64,${ICON}`, link: '/answer/api/v1/connector/login/corp' },
      { name: 'Corp SSO', icon: '', link: '/answer/api/v1/connector/login/wx' },
    ]);
  });
});
