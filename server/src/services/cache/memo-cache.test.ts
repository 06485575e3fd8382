import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MemoCache } from './memo-cache.js';

describe('MemoCache', () => {
  it('computes once per key and generation, sharing the computation with callers that arrive meanwhile', async () => {
    const cache = new MemoCache();
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([cache.remember('k', 1, 1000, compute), cache.remember('k', 1, 1000, compute)]);
    assert.deepEqual([a, b, runs], [1, 1, 1]);
    assert.equal(await cache.remember('k', 1, 1000, compute), 1);
    // Another generation (a write happened) computes afresh.
    assert.equal(await cache.remember('k', 2, 1000, compute), 2);
  });

  it('forgets a value past its age and a computation that failed', async () => {
    let clock = 0;
    const cache = new MemoCache(10, () => clock);
    let runs = 0;
    await cache.remember('k', 1, 100, async () => ++runs);
    clock = 100;
    assert.equal(await cache.remember('k', 1, 100, async () => ++runs), 2);
    await assert.rejects(cache.remember('bad', 1, 100, async () => Promise.reject(new Error('db down'))));
    await new Promise((r) => setImmediate(r));
    assert.equal(await cache.remember('bad', 1, 100, async () => 'recovered'), 'recovered');
  });

  it('keeps at most its bound of entries, dropping the oldest', async () => {
    const cache = new MemoCache(2);
    for (const k of ['a', 'b', 'c']) await cache.remember(k, 1, 1000, async () => k);
    assert.equal(cache.size, 2);
    assert.equal(await cache.remember('a', 1, 1000, async () => 'a again'), 'a again');
  });
});
