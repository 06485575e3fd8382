import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectorConfigSchema, type ConnectorConfig } from '@site/shared/contract';
import { withPresetDefaults } from './presets.js';
import { accessTokenOf, authorizeUrl, callbackCode, tokenRequest, userinfoRequest } from './protocol.js';

const ctx = { redirectUri: 'https://site.example/answer/api/v1/connector/redirect/x', state: 'st', nonce: 'no', codeChallenge: 'ch' };
const preset = (kind: ConnectorConfig['kind'], over: Partial<ConnectorConfig> = {}) =>
  withPresetDefaults(connectorConfigSchema.parse({ name: 'x', display_name: 'X', kind, enabled: true, client_id: 'APPID', client_secret: 'SECRET', ...over }));
const ep = (c: ReturnType<typeof preset>) => ({ authorize: c.authorize_url, token: c.token_url, userinfo: c.userinfo_url });
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('connector presets build each platform\'s published requests', () => {
  it('WeChat: qrconnect with appid, snsapi_login and #wechat_redirect; token by GET with appid/secret; userinfo by openid', () => {
    const c = preset('wechat');
    const url = authorizeUrl(c, ep(c), ctx);
    assert.ok(url.startsWith('https://open.weixin.qq.com/connect/qrconnect?'));
    assert.ok(url.endsWith('#wechat_redirect'));
    assert.deepEqual(query(url), { appid: 'APPID', redirect_uri: ctx.redirectUri, response_type: 'code', scope: 'snsapi_login', state: 'st' });
    const tr = tokenRequest(c, ep(c), { code: 'CODE', redirectUri: ctx.redirectUri, codeVerifier: '' });
    assert.equal(tr.method, 'GET');
    assert.ok(tr.url.startsWith('https://api.weixin.qq.com/sns/oauth2/access_token?'));
    assert.deepEqual(query(tr.url), { appid: 'APPID', secret: 'SECRET', code: 'CODE', grant_type: 'authorization_code' });
    const ur = userinfoRequest(c, ep(c), { accessToken: 'AT', code: 'CODE', token: { openid: 'OPENID' } });
    assert.deepEqual(query(ur.url), { access_token: 'AT', openid: 'OPENID' });
    assert.equal(c.user_id_field, 'openid');
    assert.equal(c.email_field, '', 'WeChat gives no email: first logins go through confirm-email');
  });

  it('WeCom: sso/login keeps the admin\'s agentid; the app token uses corpid/corpsecret; the code goes to getuserinfo', () => {
    const c = preset('wecom', { authorize_url: 'https://login.work.weixin.qq.com/wwlogin/sso/login?agentid=1000002' });
    assert.deepEqual(query(authorizeUrl(c, ep(c), ctx)), { agentid: '1000002', login_type: 'CorpApp', appid: 'APPID', redirect_uri: ctx.redirectUri, state: 'st' });
    const tr = tokenRequest(c, ep(c), { code: 'CODE', redirectUri: '', codeVerifier: '' });
    assert.deepEqual(query(tr.url), { corpid: 'APPID', corpsecret: 'SECRET' });
    const ur = userinfoRequest(c, ep(c), { accessToken: 'AT', code: 'CODE', token: {} });
    assert.ok(ur.url.startsWith('https://qyapi.weixin.qq.com/cgi-bin/auth/getuserinfo?'));
    assert.deepEqual(query(ur.url), { access_token: 'AT', code: 'CODE' });
  });

  it('DingTalk: oauth2/auth with client_id and prompt=consent; JSON token call; token in x-acs-dingtalk-access-token; authCode callback', () => {
    const c = preset('dingtalk');
    assert.deepEqual(query(authorizeUrl(c, ep(c), ctx)), {
      redirect_uri: ctx.redirectUri, response_type: 'code', client_id: 'APPID', scope: 'openid', state: 'st', prompt: 'consent',
    });
    const tr = tokenRequest(c, ep(c), { code: 'CODE', redirectUri: '', codeVerifier: '' });
    assert.equal(tr.method, 'POST');
    assert.equal(tr.url, 'https://api.dingtalk.com/v1.0/oauth2/userAccessToken');
    assert.deepEqual(JSON.parse(tr.body!), { clientId: 'APPID', clientSecret: 'SECRET', code: 'CODE', grantType: 'authorization_code' });
    assert.equal(accessTokenOf(c, { accessToken: 'AT' }), 'AT');
    const ur = userinfoRequest(c, ep(c), { accessToken: 'AT', code: '', token: {} });
    assert.equal(ur.headers['x-acs-dingtalk-access-token'], 'AT');
    assert.equal(ur.headers.authorization, undefined);
    assert.equal(callbackCode({ authCode: 'AC', state: 'st' }), 'AC');
  });

  it('generic OAuth2 sends PKCE S256 and client_secret_post; OIDC adds the nonce; Basic auth when discovery asks for it', () => {
    const c = preset('oauth2', { authorize_url: 'https://idp.example/auth?tenant=t1', token_url: 'https://idp.example/token', userinfo_url: 'https://idp.example/me' });
    const q = query(authorizeUrl(c, ep(c), ctx));
    assert.equal(q.tenant, 't1');
    assert.equal(q.code_challenge, 'ch');
    assert.equal(q.code_challenge_method, 'S256');
    assert.equal(q.nonce, undefined);
    assert.equal(query(authorizeUrl({ ...c, kind: 'oidc' }, ep(c), ctx)).nonce, 'no');
    const post = new URLSearchParams(tokenRequest(c, ep(c), { code: 'C', redirectUri: 'R', codeVerifier: 'V' }).body);
    assert.equal(post.get('client_secret'), 'SECRET');
    assert.equal(post.get('code_verifier'), 'V');
    const basic = tokenRequest(c, { ...ep(c), basicAuth: true }, { code: 'C', redirectUri: 'R', codeVerifier: 'V' });
    assert.equal(basic.headers.authorization, `Basic ${Buffer.from('APPID:SECRET').toString('base64')}`);
    assert.equal(new URLSearchParams(basic.body).get('client_secret'), null);
  });

  it('a preset keeps what the admin set and fills only what was left generic', () => {
    const c = preset('wechat', { user_id_field: 'unionid', token_url: 'https://proxy.example/wx/token' });
    assert.equal(c.user_id_field, 'unionid');
    assert.equal(c.token_url, 'https://proxy.example/wx/token');
    assert.equal(c.name_field, 'nickname');
  });
});
