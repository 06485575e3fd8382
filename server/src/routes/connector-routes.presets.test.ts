import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TestBrowser, idpConnector, listenForConnectors, saveConnectors } from '../test-support/connector-flow.js';
import { startOAuthIdp, type OAuthIdp } from '../test-support/oauth-idp.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// The presets' real hosts are out of reach here; these providers speak their parameter names on loopback.
describe('third-party login presets against providers that speak WeChat\'s and DingTalk\'s dialects', () => {
  let t: TestApp;
  let wechat: OAuthIdp;
  let dingtalk: OAuthIdp;
  let base: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    base = await listenForConnectors(t);
    wechat = await startOAuthIdp({ dialect: 'wechat', user: { sub: 'wx-openid-1', name: '微信用户' } });
    dingtalk = await startOAuthIdp({ dialect: 'dingtalk', user: { sub: 'dt-union-1', name: 'Ding User', email: 'ding@corp.example' } });
    const urls = (idp: OAuthIdp) => ({ issuer: '', authorize_url: `${idp.url}/authorize`, token_url: `${idp.url}/token`, userinfo_url: `${idp.url}/userinfo` });
    await saveConnectors(t, await t.login(), [
      idpConnector(wechat, { name: 'wechat', kind: 'wechat', ...urls(wechat) }),
      idpConnector(dingtalk, { name: 'dingtalk', kind: 'dingtalk', ...urls(dingtalk) }),
      idpConnector(dingtalk, { name: 'dingtrusted', kind: 'dingtalk', trust_email: true, ...urls(dingtalk) }),
    ]);
  });
  after(async () => {
    await wechat?.close();
    await dingtalk?.close();
    await t?.close();
  });

  const keyRow = async (landing: string) => {
    assert.match(landing, /^\/users\/confirm-email\?binding_key=/);
    return t.app.site.db.selectFrom('connector_binding_keys').selectAll().orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  };

  it('WeChat: appid/secret token call, openid user info, no email -> confirm-email', async () => {
    const row = await keyRow(await new TestBrowser(base).follow('/answer/api/v1/connector/login/wechat'));
    assert.equal(row.provider, 'wechat');
    assert.equal(row.external_id, 'wx-openid-1');
    assert.equal(row.display_name, '微信用户');
    const token = wechat.requests.find((r) => r.path === '/token')!;
    assert.equal(token.method, 'GET');
    assert.equal(token.query.secret, wechat.clientSecret);
    assert.equal(wechat.requests.find((r) => r.path === '/authorize')!.query.code_challenge, undefined, 'no PKCE for WeChat');
  });

  it('DingTalk: authCode callback, JSON token call; an email without a verified flag needs confirming unless trusted', async () => {
    const row = await keyRow(await new TestBrowser(base).follow('/answer/api/v1/connector/login/dingtalk'));
    assert.equal(row.external_id, 'dt-union-1');
    assert.equal(row.external_email, 'ding@corp.example');
    assert.deepEqual(Object.keys(dingtalk.requests.find((r) => r.path === '/token')!.body).sort(), ['clientId', 'clientSecret', 'code', 'grantType']);

    const landing = await new TestBrowser(base).follow('/answer/api/v1/connector/login/dingtrusted');
    assert.match(landing, /^\/users\/auth-landing\?access_token=/);
    const token = new URL(landing, base).searchParams.get('access_token')!;
    const me = (await t.inject({ url: '/answer/api/v1/user/info', headers: { authorization: token } })).json().data;
    assert.equal(me.e_mail, 'ding@corp.example');
    assert.equal(me.username, 'ding-user');
  });
});
