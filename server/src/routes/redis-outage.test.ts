// Two instances sharing a Redis that goes away and comes back (a private redis-server, stopped and started by the
// test): limits hold, requests do not wait on Redis, /readyz says so, and everything is shared again afterwards.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MemberEvent } from '../services/member-events/member-event-bus.js';
import { RATE_RULES } from '../services/rate-limit/rules.js';
import { call, expectEnvelope, expectFields, solvedCaptcha } from '../test-support/account-flows.js';
import { makeUser } from '../test-support/factories.js';
import { startPrivateRedis, type PrivateRedis } from '../test-support/private-redis.js';
import { redisTestPrefix } from '../test-support/redis.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { ContentType } from '@site/shared/contract';
import { checkLedger } from '../services/points/ledger-check.js';
import { makeMember } from '../test-support/answer-factories.js';
import { makePost } from '../test-support/factories.js';
import { grantPoints } from '../test-support/points.js';

// startPrivateRedis already failed the run under CI; elsewhere the test is skipped.
const skipWithoutRedisServer = (t: { skip: (why: string) => void }) => t.skip('redis-server is not installed');

const FAILED = { e_mail: 'Email or password incorrect.' };
/** Before the breaker, a request waited on Redis time-outs: about 1 s for a list, 7-10 s for a login. */
const QUICK_MS = 300;
const ACCOUNT_LIMIT = RATE_RULES.login_fail_account.max;

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function timed<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await fn();
  return { result, ms: performance.now() - start };
}

/** The median time of three runs (one slow moment of a busy machine does not decide). */
async function medianMs(fn: () => Promise<unknown>): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push((await timed(fn)).ms);
  return runs.sort((x, y) => x - y)[1]!;
}

describe('Redis going away and coming back', () => {
  let redis: PrivateRedis | null = null;
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  before(async () => {
    redis = await startPrivateRedis();
    if (!redis) return;
    const shared = { redisUrl: redis.url, redisKeyPrefix: redisTestPrefix() };
    a = await createTestApp({ installed: true, env: shared });
    b = await createTestApp({ installed: true, env: shared });
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  const login = (t: TestApp, e_mail: string, pass: string, ip: string, extra: object = {}) =>
    call(t, 'POST', '/user/login/email', { e_mail, pass, ...extra }, { ip });
  const readyz = async (t: TestApp) => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    return { status: res.statusCode, body: res.json() as { status: string; checks: Record<string, { state: string }> } };
  };
  /** A wrong password from a new address each time (the per-address limit stays out of it), captcha solved when asked. */
  const failLogin = (t: TestApp, email: string, i: number) =>
    (async () => login(t, email, 'wrong-pass-1', `10.9.${i}.1`, i >= 3 ? await solvedCaptcha(t) : {}))();

  it('with Redis stopped mid-run the account limit holds, nothing waits on Redis, and /readyz names it', async (t) => {
    if (!redis) return skipWithoutRedisServer(t);
    const user = await makeUser(a!.app.site.db, { password: 'member-pass-1' });
    const token = await a!.login(user.e_mail, 'member-pass-1');
    for (let i = 0; i < 4; i++) expectFields(await failLogin(a!, user.e_mail, i), FAILED);

    await redis.stop();
    // The connection's loss opens the breaker (no waiting for failed commands); a request notices at the latest.
    await until('the breaker to open', async () => {
      await call(a!, 'GET', '/question/page');
      return !a!.app.redis!.available;
    });

    // The captcha counts held too: this account still needs one.
    expectFields(await login(a!, user.e_mail, 'wrong-pass-1', '10.9.98.1'), { captcha_code: 'Captcha text is required.' });
    for (let i = 4; i < ACCOUNT_LIMIT; i++) {
      const { result, ms } = await timed(() => failLogin(a!, user.e_mail, i));
      expectFields(result, FAILED);
      assert.ok(ms < 2_000, `failed login ${i + 1} took ${Math.round(ms)} ms`);
    }
    const over = await failLogin(a!, user.e_mail, ACCOUNT_LIMIT);
    expectEnvelope(over, 429, 'base.too_many_requests');
    assert.ok(Number(over.headers['retry-after']) > 0);
    const rightPassword = await login(a!, user.e_mail, 'member-pass-1', '10.9.99.1', await solvedCaptcha(a!));
    expectEnvelope(rightPassword, 429, 'base.too_many_requests');

    const visitorList = await medianMs(async () => expectEnvelope(await call(a!, 'GET', '/question/page'), 200));
    const memberList = await medianMs(async () => expectEnvelope(await call(a!, 'GET', '/question/page', undefined, { token }), 200));
    const other = await makeUser(a!.app.site.db, { password: 'member-pass-1' });
    const goodLogin = await medianMs(async () => expectEnvelope(await login(a!, other.e_mail, 'member-pass-1', '10.9.200.1'), 200));
    const times = `visitor list ${Math.round(visitorList)} ms, member list ${Math.round(memberList)} ms, login ${Math.round(goodLogin)} ms`;
    assert.ok(visitorList < QUICK_MS && memberList < QUICK_MS && goodLogin < QUICK_MS, times);

    const ready = await readyz(a!);
    assert.equal(ready.status, 503);
    assert.equal(ready.body.status, 'not_ready');
    assert.equal(ready.body.checks.redis!.state, 'unreachable');
    assert.equal(ready.body.checks.database!.state, 'ok');
    assert.ok(!JSON.stringify(ready.body).includes('redis://'), 'no connection string in the answer');
    assert.ok(a!.logs.some((l) => l.includes('Redis unavailable')), 'the outage is logged');

    // Live events still reach this instance's own pages.
    const heard: MemberEvent[] = [];
    const stop = a!.app.memberEvents.subscribe(user.id, (e) => heard.push(e));
    await a!.app.memberEvents.publish(user.id, { kind: 'notifications' });
    stop();
    assert.deepEqual(heard, [{ kind: 'notifications' }]);
  });

  it('Redis back: /readyz is ready, counters and live events are shared between the instances again', async (t) => {
    if (!redis) return skipWithoutRedisServer(t);
    await redis.start();
    for (const app of [a!, b!]) await until('readyz to answer 200', async () => (await readyz(app)).status === 200);
    assert.ok(a!.logs.some((l) => l.includes('Redis is back')), 'the return is logged');

    const email = 'shared-again@example.com';
    const half = Math.floor(ACCOUNT_LIMIT / 2);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expectFields(await failLogin(i < half ? a! : b!, email, 100 + i), FAILED);
    expectEnvelope(await failLogin(b!, email, 120), 429, 'base.too_many_requests');
    expectEnvelope(await failLogin(a!, email, 121), 429, 'base.too_many_requests');

    // The subscriber subscribed again by itself: a publish through one instance reaches the other's pages.
    const heard: MemberEvent[] = [];
    const stop = b!.app.memberEvents.subscribe('member-1', (e) => heard.push(e));
    try {
      await until('an event published on one instance to reach the other', async () => {
        await a!.app.memberEvents.publish('member-1', { kind: 'notifications' });
        await new Promise((r) => setTimeout(r, 50));
        return heard.length > 0;
      });
    } finally {
      stop();
    }
  });

  it('Redis stopped and started again under concurrent purchases: every acknowledged one is stored and the ledger balances', async (t) => {
    if (!redis) return skipWithoutRedisServer(t);
    const db = a!.app.site.db;
    const seller = await makeMember(db);
    const paid: string[] = [];
    for (let i = 0; i < 24; i++) paid.push((await makePost(db, { user_id: seller.user.id, content_type: ContentType.resource, score: 2 })).id);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => makeMember(db)));
    for (const m of buyers) await grantPoints(db, m.user.id, 2 * paid.length);
    const bought: string[] = [];
    const refused: string[] = [];
    const buying = async (m: (typeof buyers)[number], w: number) => {
      for (let i = 0; i < paid.length; i++) {
        const post = paid[(i * 5 + w * 7) % paid.length]!;
        const res = await a!.app.inject({ method: 'POST', url: '/answer/api/v1/question/buy', headers: { authorization: m.token }, payload: { question_id: post } });
        if (res.statusCode === 200) bought.push(`buy:${post}:${m.user.id}`);
        else refused.push(`${res.statusCode} ${res.body}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const load = Promise.all(buyers.map((m, w) => buying(m, w)));
    await new Promise((r) => setTimeout(r, 100));
    await redis.stop();
    await new Promise((r) => setTimeout(r, 300));
    await redis.start();
    await load;
    await until('readyz to answer 200', async () => (await readyz(a!)).status === 200);

    assert.deepEqual(refused, [], 'Redis going away refuses no purchase');
    const refs = new Set((await db.selectFrom('ledger_entries').select('ref').where('kind', '=', 'buy').execute()).map((r) => r.ref));
    assert.equal(bought.length, buyers.length * paid.length);
    assert.deepEqual(bought.filter((ref) => !refs.has(ref)), [], 'every acknowledged purchase is in the ledger');
    assert.deepEqual((await checkLedger(db)).problems, [], 'the ledger balances');
  });

  it('a hung Redis (no answers, connection open) costs a request nothing once the breaker opened', async (t) => {
    if (!redis) return skipWithoutRedisServer(t);
    redis.freeze();
    try {
      await until('the breaker to open', async () => {
        await call(a!, 'GET', '/question/page');
        return !a!.app.redis!.available;
      });
      const list = await medianMs(async () => expectEnvelope(await call(a!, 'GET', '/question/page'), 200));
      assert.ok(list < QUICK_MS, `visitor list ${Math.round(list)} ms`);
      const ready = await readyz(a!);
      assert.deepEqual([ready.status, ready.body.checks.redis!.state], [503, 'timeout']);
    } finally {
      redis.thaw();
    }
    await until('readyz to answer 200', async () => (await readyz(a!)).status === 200);
  });
});
