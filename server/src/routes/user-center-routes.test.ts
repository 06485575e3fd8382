import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminUserCenterAgentSchema, envelopeSchema, userCenterAgentSchema } from '@site/shared/contract';
import { writeConfigFile } from '../config/config-file.js';
import { makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const PUBLIC = '/answer/api/v1/user-center/agent';
const ADMIN = '/answer/admin/api/user-center/agent';

const agent = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  agent_info: {
    name: 'hostco',
    display_name: 'HostCo account',
    icon: 'https://hostco.example/icon.svg',
    url: 'https://hostco.example',
    login_redirect_url: 'https://hostco.example/login',
    sign_up_redirect_url: 'https://hostco.example/signup',
    control_center: [{ name: 'billing', label: 'Billing', url: 'https://hostco.example/billing' }],
    enabled_original_user_system: false,
    ...over,
  },
});

describe('hosting agent (user-center/agent)', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
  });
  after(() => t?.close());

  const publicAgent = async () => envelopeSchema(userCenterAgentSchema).parse((await t.inject({ url: PUBLIC })).json()).data;
  const adminAgent = async () => envelopeSchema(adminUserCenterAgentSchema).parse((await t.inject({ url: ADMIN, headers: { authorization: admin } })).json()).data;
  const put = (payload: object, token: string | null = admin) => t.inject({ method: 'PUT', url: ADMIN, payload, headers: token ? { authorization: token } : {} });
  /** Replaces config.yaml's section (writeConfigFile keeps the install's db section). */
  const configure = (section: Record<string, unknown>) => writeConfigFile(t.dataDir, { user_center_agent: section });

  it('the admin calls are admin only', async () => {
    assert.equal((await t.inject({ url: ADMIN })).statusCode, 401);
    const user = await makeUser(t.app.site.db, { password: 'normal-pass-1' });
    const token = await t.login(user.e_mail, 'normal-pass-1');
    assert.equal((await t.inject({ url: ADMIN, headers: { authorization: token } })).statusCode, 403);
    assert.equal((await put(agent(), token)).statusCode, 403);
    assert.equal((await publicAgent()).enabled, false);
  });

  it('accepts only http(s) URLs, and an enabled agent needs its login address', async () => {
    const res = await put(agent({ login_redirect_url: 'javascript:alert(1)', control_center: [{ name: 'x', label: 'X', url: 'data:text/html,hi' }] }));
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().data, [
      { error_field: 'agent_info.login_redirect_url', error_msg: 'Enter an http:// or https:// URL.' },
      { error_field: 'agent_info.control_center.0.url', error_msg: 'Enter an http:// or https:// URL.' },
    ]);
    const missing = await put(agent({ login_redirect_url: '' }));
    assert.deepEqual(missing.json().data, [{ error_field: 'agent_info.login_redirect_url', error_msg: 'This field is required.' }]);
  });

  it('the admin saves it; the public call then answers it, disabled it answers "no agent"', async () => {
    assert.equal((await put(agent())).statusCode, 200);
    const pub = await publicAgent();
    assert.equal(pub.enabled, true);
    assert.equal(pub.agent_info.login_redirect_url, 'https://hostco.example/login');
    assert.deepEqual(pub.agent_info.control_center, [{ name: 'billing', label: 'Billing', url: 'https://hostco.example/billing' }]);
    assert.equal((await adminAgent()).from_config_file, false);
    assert.equal((await put({ ...agent(), enabled: false })).statusCode, 200);
    assert.equal((await publicAgent()).enabled, false);
    const stored = await adminAgent();
    assert.equal(stored.enabled, false);
    assert.equal(stored.agent_info.display_name, 'HostCo account', 'the admin still sees what is stored');
  });

  it('config.yaml user_center_agent: overrides the database while present, and is re-read when it changes', async () => {
    assert.equal((await put(agent())).statusCode, 200);
    configure({ enabled: true, name: 'provider', display_name: 'Provider login', login_redirect_url: 'https://provider.example/login' });
    let pub = await publicAgent();
    assert.equal(pub.agent_info.display_name, 'Provider login');
    assert.equal(pub.agent_info.enabled_original_user_system, true, 'contract defaults fill what the section omits');
    const adm = await adminAgent();
    assert.equal(adm.from_config_file, true);
    assert.equal(adm.agent_info.name, 'provider');

    configure({ enabled: false });
    assert.equal((await publicAgent()).enabled, false, 'the provider switched it off without touching the database');

    configure({ enabled: true, login_redirect_url: 'ftp://provider.example/login' });
    pub = await publicAgent();
    assert.equal(pub.agent_info.name, 'hostco', 'an invalid section is ignored: the database value applies');
    assert.ok(t.logs.some((l) => l.includes('user_center_agent is not valid')), 'and the operator is told');
  });
});
