import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_SITE_NAME, envelopeSchema, languageOptionsSchema, siteInfoSchema, userCenterAgentSchema } from '@site/shared/contract';
import { buildInfo } from '../config/build-info.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('site routes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
  });
  after(() => t.close());

  const siteInfo = async () => envelopeSchema(siteInfoSchema).parse((await t.inject({ url: '/answer/api/v1/siteinfo' })).json()).data;

  it('siteinfo carries the install values and the spec defaults', async () => {
    const info = await siteInfo();
    assert.equal(info.general.name, 'Test site');
    assert.equal(info.general.permalink, 1);
    assert.equal(info.interface.language, 'en_US');
    assert.equal(info.interface.time_zone, 'UTC');
    assert.equal(info.theme.color_scheme, 'system');
    // Keyed by theme name, as Answer's client reads it.
    assert.deepEqual(info.theme.theme_config, { default: { navbar_style: 'colored', primary_color: '#0033ff' } });
    assert.equal(info.site_users.default_avatar, 'system');
    assert.equal(info.login.login_required, false);
    assert.equal(info.version, buildInfo.version);
    assert.ok(info.revision.length > 0);
  });

  it('falls back: permalink outside 1..4 -> 1, empty site name -> the default name', async () => {
    await writeSettings(t.app.site.db, { seo: { permalink: 7 }, general: { name: '   ' }, theme: { color_scheme: 'neon' } });
    let info = await siteInfo();
    assert.equal(info.site_seo.permalink, 1);
    assert.equal(info.general.permalink, 1);
    assert.equal(info.general.name, DEFAULT_SITE_NAME);
    assert.equal(info.theme.color_scheme, 'system');
    await writeSettings(t.app.site.db, { seo: { permalink: 3 } });
    info = await siteInfo();
    assert.equal(info.site_seo.permalink, 3);
  });

  it('language options', async () => {
    const body = envelopeSchema(languageOptionsSchema).parse((await t.inject({ url: '/answer/api/v1/language/options' })).json());
    assert.deepEqual(body.data.map((o) => o.value), ['en_US', 'zh_CN']);
  });

  it('user-center/agent is disabled until a hosting agent is configured', async () => {
    let body = envelopeSchema(userCenterAgentSchema).parse((await t.inject({ url: '/answer/api/v1/user-center/agent' })).json());
    assert.equal(body.data.enabled, false);
    assert.equal(body.data.agent_info.name, '');
    await writeSettings(t.app.site.db, { user_center_agent: { enabled: true, name: 'host', display_name: 'Host login', login_redirect_url: 'https://host.example/login' } });
    body = envelopeSchema(userCenterAgentSchema).parse((await t.inject({ url: '/answer/api/v1/user-center/agent' })).json());
    assert.equal(body.data.enabled, true);
    assert.equal(body.data.agent_info.login_redirect_url, 'https://host.example/login');
  });

  it('ping answers without touching the database', async () => {
    const res = await t.inject({ url: '/answer/api/v1/ping' });
    assert.deepEqual(res.json(), { code: 200, reason: 'base.success', msg: 'Success.', data: 'pong' });
  });
});
