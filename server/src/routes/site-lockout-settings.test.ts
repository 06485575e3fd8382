// Settings that would leave the site unusable for everyone are refused, each as a field error on the field that would
// do it (in the admin's language), and nothing is saved: requiring a recommended tag that no member can use, and
// switching password login off while no login connector is enabled (or disabling the last connector while it is off).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, type ConnectorConfig } from '@site/shared/contract';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makeTag } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const WRITE = `${ADMIN_API_PREFIX}/siteinfo/write`;
const LOGIN = `${ADMIN_API_PREFIX}/siteinfo/login`;
const CONNECTORS = `${ADMIN_API_PREFIX}/connectors`;
const LOGIN_OPEN = { allow_new_registrations: true, allow_email_registrations: true, allow_password_login: true, login_required: false, allow_email_domains: [] };
const CONNECTOR: ConnectorConfig = {
  name: 'corp',
  display_name: 'Corp SSO',
  kind: 'oidc',
  enabled: true,
  icon_svg: '',
  client_id: 'client-1',
  client_secret: 'very-secret-value',
  issuer: 'https://sso.corp.example',
} as ConnectorConfig;

type Res = Awaited<ReturnType<TestApp['inject']>>;
const fieldErrors = (res: Res) => Object.fromEntries((res.json().data as { error_field: string; error_msg: string }[]).map((f) => [f.error_field, f.error_msg]));

describe('settings that would lock everyone out are refused', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
  });
  after(() => t?.close());

  const put = (url: string, payload: unknown, lang = 'en-US') =>
    t.inject({ method: 'PUT', url, payload: payload as object, headers: { authorization: admin, 'accept-language': lang } });
  const get = async (url: string) => (await t.inject({ url, headers: { authorization: admin } })).json().data;
  const write = (over: object) => ({ restrict_answer: true, required_tag: true, recommend_tags: [], reserved_tags: [], ...over });

  it('a required tag with no recommended tag at all: a field error on recommend_tags, and members still post', async () => {
    await makeTag(t.app.site.db, 'bread');
    const before = await get(WRITE);
    const res = await put(WRITE, write({}));
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(fieldErrors(res), {
      recommend_tags: 'To require a recommended tag, recommend at least one existing tag that is not reserved: otherwise nobody could publish a post.',
    });
    const zh = await put(WRITE, write({}), 'zh-CN');
    assert.deepEqual(fieldErrors(zh), { recommend_tags: '要求必须带推荐标签时，请至少推荐一个已存在且未保留的标签，否则任何人都无法发帖。' });
    assert.deepEqual(await get(WRITE), before, 'nothing saved');
    const member = await makeMember(t.app.site.db);
    const asked = await callAs(t, member.token, 'POST', 'question', { title: 'Still possible to ask here', content: 'A body long enough to post', tags: [{ slug_name: 'bread' }] });
    assert.equal(asked.statusCode, 200, asked.body);
  });

  it('recommended tags that do not exist, or are all reserved, are refused the same way', async () => {
    for (const over of [{ recommend_tags: ['sourdough'] }, { recommend_tags: ['bread'], reserved_tags: ['bread'] }]) {
      const res = await put(WRITE, write(over));
      assert.equal(res.statusCode, 400, JSON.stringify(over));
      assert.deepEqual(Object.keys(fieldErrors(res)), ['recommend_tags']);
    }
  });

  it('an existing recommended tag, listed or flagged on the tag itself, makes a required tag fine', async () => {
    assert.equal((await put(WRITE, write({ recommend_tags: ['Bread', 'sourdough'] }))).statusCode, 200);
    await t.app.site.db.updateTable('tags').set({ recommend: true }).where('slug_name', '=', 'bread').execute();
    assert.equal((await put(WRITE, write({ recommend_tags: [] }))).statusCode, 200);
    assert.equal((await put(WRITE, write({ required_tag: false }))).statusCode, 200);
  });

  it('password login off with no connector enabled: a field error on allow_password_login, and the admin still logs in', async () => {
    const res = await put(LOGIN, { ...LOGIN_OPEN, allow_password_login: false });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(fieldErrors(res), {
      allow_password_login: 'Password login can be switched off only while a login connector is enabled: otherwise nobody, you included, could log in.',
    });
    const zh = await put(LOGIN, { ...LOGIN_OPEN, allow_password_login: false }, 'zh-CN');
    assert.deepEqual(fieldErrors(zh), { allow_password_login: '只有在启用了第三方登录连接器时才能关闭密码登录，否则包括你在内的任何人都将无法登录。' });
    assert.equal((await get(LOGIN)).allow_password_login, true, 'nothing saved');
    assert.ok(await t.login(), 'password login still works');
    // A disabled connector is no way in either.
    assert.equal((await put(CONNECTORS, [{ ...CONNECTOR, enabled: false }])).statusCode, 200);
    assert.equal((await put(LOGIN, { ...LOGIN_OPEN, allow_password_login: false })).statusCode, 400);
  });

  it('with a connector enabled, password login may go off; then the last connector stays enabled', async () => {
    assert.equal((await put(CONNECTORS, [CONNECTOR])).statusCode, 200);
    assert.equal((await put(LOGIN, { ...LOGIN_OPEN, allow_password_login: false })).statusCode, 200);
    for (const list of [[], [{ ...CONNECTOR, client_secret: 'another-secret', enabled: false }]]) {
      const res = await put(CONNECTORS, list);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().reason, 'error.connector.last_site_login_way');
      assert.equal(res.json().msg, 'Password login is switched off: keep at least one connector enabled, or switch password login on first.');
    }
    assert.equal((await get(CONNECTORS))[0].enabled, true, 'the connector stays');
    assert.equal((await put(LOGIN, LOGIN_OPEN)).statusCode, 200);
    assert.equal((await put(CONNECTORS, [])).statusCode, 200, 'with password login back on, connectors may all go');
  });
});
