import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AppError } from '../../errors/app-error.js';
import { RateLimiter } from './rate-limiter.js';
import { RedisCounterStore } from './redis-store.js';
import { RATE_RULES } from './rules.js';
import { redisStoreOrSkip } from '../../test-support/redis.js';
import { FallbackCounterStore } from './fallback-store.js';
import { MemoryCounterStore, type CounterStore } from './store.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function storeContract(name: string, make: () => Promise<CounterStore | null>) {
  describe(`${name} counter store`, () => {
    let store: CounterStore | null;
    before(async () => {
      store = await make();
    });
    after(() => store?.close());

    it('counts hits within a window and forgets them when it ends', async (t) => {
      if (!store) return t.skip('Redis is not reachable');
      assert.deepEqual(await store.get('a'), { count: 0, resetInMs: 0 });
      assert.equal((await store.increment('a', 300)).count, 1);
      const second = await store.increment('a', 300);
      assert.equal(second.count, 2);
      assert.ok(second.resetInMs > 0 && second.resetInMs <= 300, String(second.resetInMs));
      assert.equal((await store.get('a')).count, 2);
      await sleep(350);
      assert.equal((await store.get('a')).count, 0);
      assert.equal((await store.increment('a', 300)).count, 1, 'a new window starts');
    });

    it('a later hit does not stretch the window (fixed window)', async (t) => {
      if (!store) return t.skip('Redis is not reachable');
      await store.increment('w', 400);
      await sleep(250);
      const later = await store.increment('w', 400);
      assert.ok(later.resetInMs <= 160, `window end moved: ${later.resetInMs} ms left`);
    });

    it('keys are independent and reset clears one', async (t) => {
      if (!store) return t.skip('Redis is not reachable');
      await store.increment('x', 60_000);
      await store.increment('y', 60_000);
      await store.reset('x');
      assert.equal((await store.get('x')).count, 0);
      assert.equal((await store.get('y')).count, 1);
    });

    it('concurrent increments each get a distinct count (atomic)', async (t) => {
      if (!store) return t.skip('Redis is not reachable');
      const counts = await Promise.all(Array.from({ length: 50 }, () => store!.increment('race', 60_000)));
      assert.deepEqual(counts.map((c) => c.count).sort((a, b) => a - b), Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it('acquire takes a slot only below max, atomically under parallel calls; release gives one back', async (t) => {
      if (!store) return t.skip('Redis is not reachable');
      const results = await Promise.all(Array.from({ length: 40 }, () => store!.acquire('slots', 60_000, 10)));
      assert.equal(results.filter((r) => r.granted).length, 10, 'exactly max slots are granted');
      assert.equal((await store.get('slots')).count, 10, 'refused calls are not counted');
      const refused = results.find((r) => !r.granted)!;
      assert.ok(refused.resetInMs > 0 && refused.resetInMs <= 60_000, 'a refusal says when the window ends');
      await store.release('slots');
      assert.equal((await store.get('slots')).count, 9);
      assert.equal((await store.acquire('slots', 60_000, 10)).granted, true, 'a released slot can be taken again');
      await store.release('never-counted');
      assert.equal((await store.get('never-counted')).count, 0, 'release never goes below zero');
    });

    it('the limiter lets `max` hits through, then answers 429 with Retry-After', async (t) => {
      if (!store) return t.skip('Redis is not reachable');
      const limiter = new RateLimiter(store, { ...RATE_RULES, mail_to: { max: 2, windowMs: 30_000 } });
      await limiter.hit(['mail_to', 'email:a@example.com']);
      await limiter.hit(['mail_to', 'email:a@example.com']);
      await (await limiter.reserve(['mail_to', 'email:b@example.com'])).release();
      await assert.rejects(limiter.reserve(['mail_to', 'email:a@example.com']), tooMany(30));
      await assert.rejects(limiter.hit(['mail_to', 'email:a@example.com']), tooMany(30));
      await limiter.reset(['mail_to', 'email:a@example.com']);
      await limiter.hit(['mail_to', 'email:a@example.com']);
    });

    it('reserve holds within the limit under parallel requests and takes nothing when one rule is full', async (t) => {
      if (!store) return t.skip('Redis is not reachable');
      const rules = { ...RATE_RULES, login_fail_account: { max: 3, windowMs: 30_000 }, login_fail_ip: { max: 5, windowMs: 30_000 } };
      const limiter = new RateLimiter(store, rules);
      const tries = await Promise.allSettled(
        Array.from({ length: 20 }, () => limiter.reserve(['login_fail_ip', 'ip:r'], ['login_fail_account', 'email:r@example.com'])),
      );
      assert.equal(tries.filter((r) => r.status === 'fulfilled').length, 3);
      // The account is full; refused reservations gave their IP slots back, so the IP has 2 left for others.
      assert.equal((await store.get('rl:login_fail_ip:ip:r')).count, 3);
      await (await limiter.reserve(['login_fail_ip', 'ip:r'], ['login_fail_account', 'email:other@example.com'])).release();
    });
  });
}

/** A 429 AppError whose Retry-After is between 1 and `maxSeconds`. */
const tooMany = (maxSeconds: number) => (err: unknown) => {
  assert.ok(err instanceof AppError);
  assert.equal(err.status, 429);
  assert.equal(err.reason, 'base.too_many_requests');
  const retry = Number(err.headers?.['retry-after']);
  assert.ok(retry >= 1 && retry <= maxSeconds, `Retry-After ${retry}`);
  return true;
};

storeContract('memory', async () => new MemoryCounterStore());
storeContract('Redis', () => redisStoreOrSkip());

/** A store that fails every call while `down` (Redis away), else counts in its own memory (`restart` empties it). */
class FlakyStore implements CounterStore {
  down = false;
  inner = new MemoryCounterStore();
  restart() {
    this.inner = new MemoryCounterStore();
  }
  private call<T>(op: (s: CounterStore) => Promise<T>): Promise<T> {
    return this.down ? Promise.reject(new Error('down')) : op(this.inner);
  }
  increment = (k: string, w: number) => this.call((s) => s.increment(k, w));
  acquire = (k: string, w: number, max: number) => this.call((s) => s.acquire(k, w, max));
  release = (k: string) => this.call((s) => s.release(k));
  get = (k: string) => this.call((s) => s.get(k));
  reset = (k: string) => this.call((s) => s.reset(k));
  close = async () => {};
}

storeContract('memory fallback of a failing Redis', async () => new FallbackCounterStore(Object.assign(new FlakyStore(), { down: true })));
storeContract('Redis with its memory fallback', async () => {
  const redis = await redisStoreOrSkip();
  if (!redis) return null;
  // The fallback leaves the shared store to whoever opened it: here the test, whose open connection would keep
  // this file's process alive after its last test.
  const store = new FallbackCounterStore(redis);
  return Object.assign(store, { close: async () => (await FallbackCounterStore.prototype.close.call(store), await redis.close()) });
});

describe('rate limiter when the store fails', () => {
  it('a failing store fails the request: a limit is never skipped', async () => {
    const broken = Object.assign(new FlakyStore(), { down: true });
    const limiter = new RateLimiter(broken, { ...RATE_RULES, mail_to: { max: 5, windowMs: 1000 } });
    await assert.rejects(limiter.hit(['mail_to', 'k']), /down/);
    await assert.rejects(limiter.reserve(['mail_to', 'k']), /down/);
  });

  it('Redis failing mid-window: the memory has counted every hit, so the 11th failed login is refused all the same', async () => {
    const redis = new FlakyStore();
    const limiter = new RateLimiter(new FallbackCounterStore(redis), RATE_RULES);
    const fail = async () => void (await limiter.reserve(['login_fail_account', 'email:a@example.com']));
    for (let i = 0; i < 4; i++) await fail();
    redis.down = true;
    for (let i = 0; i < 6; i++) await fail();
    await assert.rejects(fail(), tooMany(900));
  });

  it('after an outage a counter counted in memory keeps the stricter count; others follow Redis again', async () => {
    const redis = new FlakyStore();
    const store = new FallbackCounterStore(redis);
    await store.increment('seen-before', 60_000);
    await store.increment('seen-before', 60_000);
    redis.down = true;
    for (let i = 0; i < 3; i++) await store.acquire('during', 60_000, 3);
    assert.equal((await store.acquire('during', 60_000, 3)).granted, false, 'memory holds the limit while Redis is away');
    redis.down = false;
    redis.restart(); // came back empty
    assert.equal((await store.acquire('during', 60_000, 3)).granted, false, 'still refused: the outage hits count');
    assert.equal((await store.get('during')).count, 3);
    await redis.reset('seen-before'); // another instance forgets it (a successful login)
    assert.equal((await store.get('seen-before')).count, 0, 'a reset elsewhere holds here too');
    assert.equal((await store.acquire('seen-before', 60_000, 2)).granted, true);
  });

  it('an unreachable Redis fails the start-up instead of silently running unlimited', async () => {
    await assert.rejects(RedisCounterStore.connect('redis://127.0.0.1:1', 'x:', { connectTimeoutMs: 500 }), /cannot connect to Redis/);
  });
});
