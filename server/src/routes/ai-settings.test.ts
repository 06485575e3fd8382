// The admin's AI settings: Answer's ai-config fields and ours, the API key sealed and never sent back or logged, a
// blank key keeping the stored one, field errors, and site info telling clients only whether AI replies are on.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, API_PREFIX } from '@site/shared/contract';
import { readSetting } from '../repositories/settings-repo.js';
import { configureAi, TEST_API_KEY } from '../test-support/ai.js';
import { startAiTestServer, type AiTestServer } from '../test-support/ai-test-server.js';
import { makeMember } from '../test-support/answer-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('admin AI settings', () => {
  let t: TestApp;
  let ai: AiTestServer;
  let admin: string;

  before(async () => {
    t = await createTestApp({ installed: true });
    ai = await startAiTestServer();
    admin = await t.login();
  });
  after(async () => {
    await ai.close();
    await t.close();
  });

  const get = async (token = admin) => t.inject({ url: `${ADMIN_API_PREFIX}/ai-config`, headers: { authorization: token } });
  const put = (payload: Record<string, unknown>) => t.inject({ method: 'PUT', url: `${ADMIN_API_PREFIX}/ai-config`, headers: { authorization: admin }, payload });
  const siteAi = async () => (await t.inject({ url: `${API_PREFIX}/siteinfo` })).json().data.ai_enabled;

  it('starts off, with the defaults, and site info says AI is off', async () => {
    const res = await get();
    assert.equal(res.statusCode, 200);
    const d = res.json().data;
    assert.equal(d.enabled, false);
    assert.deepEqual(d.ai_providers, []);
    assert.equal(d.member_daily_limit, 20);
    assert.equal(d.points_per_reply, 0);
    assert.equal(await siteAi(), false);
  });

  it('is for admins only', async () => {
    const member = await makeMember(t.app.site.db);
    assert.equal((await get(member.token)).statusCode, 403);
  });

  it('stores the key sealed, answers it blank with a flag, and keeps it when saved blank', async () => {
    await configureAi(t, admin, ai, { system_prompt: undefined });
    const stored = JSON.stringify(await readSetting(t.app.site.db, 'ai'));
    assert.ok(!stored.includes(TEST_API_KEY), 'the database holds no plain key');
    const d = (await get()).json().data;
    assert.deepEqual(d.ai_providers, [{ provider: 'openai', api_host: ai.url, api_key: '', api_key_set: true, model: 'test-model' }]);
    assert.equal(await siteAi(), true);

    // Saved again as read (key blank): the stored key still reaches the provider.
    assert.equal((await put({ ...d, ai_providers: d.ai_providers.map(({ api_key_set: _s, ...p }: Record<string, unknown>) => p) })).statusCode, 200);
    const models = await t.inject({ method: 'POST', url: `${ADMIN_API_PREFIX}/ai-models`, headers: { authorization: admin }, payload: {} });
    assert.equal(models.statusCode, 200, models.body);
    assert.deepEqual(models.json().data.map((m: { id: string }) => m.id), ['test-model']);
    assert.equal(ai.requests.at(-1)!.authorization, `Bearer ${TEST_API_KEY}`);

    const info = await t.inject({ url: `${API_PREFIX}/siteinfo` });
    assert.ok(!info.body.includes(TEST_API_KEY) && !info.body.includes(ai.url), 'site info leaks no settings');
    assert.ok(!t.logs.join('\n').includes(TEST_API_KEY), 'the key is never logged');
  });

  it('names the field that is wrong', async () => {
    const res = await put({ enabled: true, chosen_provider: 'openai', ai_providers: [{ provider: 'openai', api_host: 'ftp://x', api_key: '', model: 'm' }], temperature: 3, max_reply_length: 4000, timeout_seconds: 60, member_daily_limit: 5, site_minute_limit: 5, points_per_reply: 0 });
    assert.equal(res.statusCode, 400);
    const fields = res.json().data.map((f: { error_field: string }) => f.error_field);
    assert.ok(fields.includes('temperature'), res.body);
    assert.ok(fields.some((f: string) => f.includes('api_host')), res.body);
    const none = await put({ enabled: true, chosen_provider: 'openai', ai_providers: [], temperature: 1, max_reply_length: 4000, timeout_seconds: 60, member_daily_limit: 5, site_minute_limit: 5, points_per_reply: 0 });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().data[0].error_field, 'chosen_provider');
  });

  it('lists the built-in provider kind', async () => {
    const res = await t.inject({ url: `${ADMIN_API_PREFIX}/ai-provider`, headers: { authorization: admin } });
    assert.deepEqual(res.json().data.map((p: { name: string }) => p.name), ['openai']);
  });
});
