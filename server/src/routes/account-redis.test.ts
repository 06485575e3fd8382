// Two instances behind a load balancer share rate limits and captcha counts through Redis (REDIS_URL).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, expectEnvelope, expectFields, solvedCaptcha } from '../test-support/account-flows.js';
import { redisStoreOrSkip, redisTestPrefix, TEST_REDIS_URL } from '../test-support/redis.js';
import { ADMIN, createTestApp, type TestApp } from '../test-support/test-app.js';

describe('two instances sharing Redis', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  let other: TestApp | undefined;
  let redisUp = false;
  before(async () => {
    const probe = await redisStoreOrSkip();
    redisUp = probe !== null;
    await probe?.close();
    if (!redisUp) return;
    const shared = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: redisTestPrefix() };
    a = await createTestApp({ installed: true, env: shared });
    b = await createTestApp({ installed: true, env: shared });
    other = await createTestApp({ installed: true, env: { redisUrl: TEST_REDIS_URL, redisKeyPrefix: redisTestPrefix() } });
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await other?.close();
  });

  const record = async (t: TestApp, ip: string) => (await call(t, 'GET', '/user/action/record', undefined, { ip, query: { action: 'login' } })).json().data.verify;

  it('failed logins on one instance make the other ask for a captcha', async (t) => {
    if (!redisUp) return t.skip(`Redis is not reachable at ${TEST_REDIS_URL}`);
    const ip = '10.8.0.1';
    for (let i = 0; i < 3; i++) expectFields(await call(a!, 'POST', '/user/login/email', { e_mail: ADMIN.email, pass: 'wrong-pass-1' }, { ip }), { e_mail: 'Email or password incorrect.' });
    assert.equal(await record(b!, ip), true);
    expectFields(await call(b!, 'POST', '/user/login/email', { e_mail: ADMIN.email, pass: ADMIN.password }, { ip: '10.8.0.2' }), {
      captcha_code: 'Captcha text is required.',
    });
    assert.equal(await record(other!, ip), false, 'another key prefix (another site) is not affected');
  });

  it('a rate limit reached through one instance holds on the other (Retry-After included)', async (t) => {
    if (!redisUp) return t.skip(`Redis is not reachable at ${TEST_REDIS_URL}`);
    const ip = '10.8.1.1';
    for (let i = 0; i < 20; i++) {
      const res = await call(a!, 'POST', '/user/password/reset', { e_mail: `someone${i}@example.com`, ...(await solvedCaptcha(a!)) }, { ip });
      expectEnvelope(res, 200);
    }
    const over = await call(b!, 'POST', '/user/password/reset', { e_mail: 'more@example.com', ...(await solvedCaptcha(b!)) }, { ip });
    expectEnvelope(over, 429, 'base.too_many_requests');
    assert.ok(Number(over.headers['retry-after']) > 3500);
    const elsewhere = await call(other!, 'POST', '/user/password/reset', { e_mail: 'more@example.com', ...(await solvedCaptcha(other!)) }, { ip });
    expectEnvelope(elsewhere, 200);
  });
});
