// Every counted limit holds when the requests arrive all at once: attempts are reserved before the work they
// limit, so parallel requests cannot all pass a check that only one of them should. On PGlite with the in-memory
// counters, and on PostgreSQL with the counters in Redis (shared by instances).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { makeUser } from '../test-support/factories.js';
import { call, solvedCaptcha, useSmtpSink } from '../test-support/account-flows.js';
import { redisStoreOrSkip, redisTestPrefix, TEST_REDIS_URL } from '../test-support/redis.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createTestApp, engine, type TestApp } from '../test-support/test-app.js';

type Outcome = 'ok' | 'login_failed' | 'old_incorrect' | 'captcha' | 'locked' | string;
function outcome(res: LightMyRequestResponse): Outcome {
  if (res.statusCode === 200) return 'ok';
  if (res.statusCode === 429) return 'locked';
  const body = res.json() as { reason: string; data: { error_field: string }[] | null };
  const field = body.data?.[0]?.error_field;
  if (field === 'captcha_code') return 'captcha';
  if (field === 'e_mail' && res.body.includes('incorrect')) return 'login_failed';
  if (field === 'old_pass') return 'old_incorrect';
  return `${res.statusCode} ${res.body}`;
}
const tally = (all: Outcome[]) => all.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});
const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

describe(`parallel requests against the limits (${engine === 'postgres' ? 'PostgreSQL + Redis' : 'PGlite + memory'})`, () => {
  let t: TestApp;
  let sink: SmtpSink;
  before(async () => {
    let redis = {};
    if (engine === 'postgres') {
      const probe = await redisStoreOrSkip();
      await probe?.close();
      if (probe) redis = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: redisTestPrefix() };
    }
    t = await createTestApp({ installed: true, env: redis });
    sink = await startSmtpSink();
    await useSmtpSink(t, sink);
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  const login = (e_mail: string, pass: string, ip: string, captcha?: object) =>
    call(t, 'POST', '/user/login/email', { e_mail, pass, ...captcha }, { ip });

  it('40 parallel wrong passwords for one account: 3 are checked, then a captcha; with captchas, 10 in all, then locked', async () => {
    const victim = await makeUser(t.app.site.db, { e_mail: 'victim@example.com', password: 'right-pass-1' });
    const first = tally((await parallel(40, (i) => login(victim.e_mail, `guess-${i}`, `10.20.0.${i + 1}`))).map(outcome));
    assert.deepEqual(first, { login_failed: 3, captcha: 37 }, 'only 3 passwords checked before the captcha');

    const solved = await parallel(40, () => solvedCaptcha(t));
    const second = tally((await parallel(40, (i) => login(victim.e_mail, `guess2-${i}`, `10.21.0.${i + 1}`, solved[i]))).map(outcome));
    assert.deepEqual(second, { login_failed: 7, locked: 33 }, 'the account locks after 10 failures in all');
    assert.equal(outcome(await login(victim.e_mail, 'right-pass-1', '10.22.0.1', await solvedCaptcha(t))), 'locked');
  });

  it('people logging in at once from one address are not asked for a captcha', async () => {
    const users = await parallel(8, (i) => makeUser(t.app.site.db, { e_mail: `class${i}@example.com`, password: 'right-pass-1' }));
    const results = tally((await parallel(8, (i) => login(users[i]!.e_mail, 'right-pass-1', '10.23.0.1'))).map(outcome));
    assert.deepEqual(results, { ok: 8 }, 'they wait for each other a moment instead');
  });

  it('60 parallel failed logins from one address over many accounts stop at 50 (the per-address lock)', async () => {
    const solved = await parallel(60, () => solvedCaptcha(t));
    const results = tally((await parallel(60, (i) => login(`nobody${i}@example.com`, 'guess-pass-1', '10.24.0.1', solved[i]))).map(outcome));
    assert.deepEqual(results, { login_failed: 50, locked: 10 });
  });

  it('parallel guesses at the old password stop at the captcha threshold too', async () => {
    await makeUser(t.app.site.db, { e_mail: 'mover@example.com', password: 'right-pass-1' });
    const token = (await login('mover@example.com', 'right-pass-1', '10.25.0.1')).json().data.access_token as string;
    const results = tally(
      (await parallel(20, (i) => call(t, 'PUT', '/user/password', { old_pass: `guess-${i}`, pass: 'new-pass-12' }, { token, ip: `10.26.0.${i + 1}` }))).map(outcome),
    );
    assert.deepEqual(results, { old_incorrect: 3, captcha: 17 });
  });

  it('40 parallel sign-ups from one address create at most 30 accounts', async () => {
    const solved = await parallel(40, () => solvedCaptcha(t));
    const results = tally(
      (await parallel(40, (i) => call(t, 'POST', '/user/register/email', { name: `burst${i}`, e_mail: `burst${i}@example.com`, pass: 'burst-pass-1', ...solved[i] }, { ip: '10.27.0.1' }))).map(outcome),
    );
    assert.deepEqual(results, { ok: 30, locked: 10 });
    const made = await t.app.site.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).where('username', 'like', 'burst%').executeTakeFirstOrThrow();
    assert.equal(Number(made.n), 30);
  });

  it('25 parallel recovery requests from one address: 20 are taken', async () => {
    const solved = await parallel(25, () => solvedCaptcha(t));
    const results = tally(
      (await parallel(25, (i) => call(t, 'POST', '/user/password/reset', { e_mail: `lost${i}@example.com`, ...solved[i] }, { ip: '10.28.0.1' }))).map(outcome),
    );
    assert.deepEqual(results, { ok: 20, locked: 5 });
  });

  it('12 parallel recovery mails to one inbox from many addresses: 6 are sent', async () => {
    const owner = await makeUser(t.app.site.db, { e_mail: 'inbox@example.com' });
    const solved = await parallel(12, () => solvedCaptcha(t));
    const toInbox = () => sink.received.filter((m) => m.to.includes(owner.e_mail)).length;
    const results = tally(
      (await parallel(12, (i) => call(t, 'POST', '/user/password/reset', { e_mail: owner.e_mail, ...solved[i] }, { ip: `10.29.0.${i + 1}` }))).map(outcome),
    );
    assert.deepEqual(results, { ok: 6, locked: 6 });
    for (let waited = 0; toInbox() < 6 && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300)); // a seventh mail, if any, would arrive by now
    assert.equal(toInbox(), 6, 'the inbox got 6 mails, not 12');
  });
});
