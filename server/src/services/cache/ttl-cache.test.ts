import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TtlCache } from './ttl-cache.js';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('TtlCache', () => {
  it('requests that miss together run the load once and all get its value', async () => {
    const cache = new TtlCache<number>(10_000);
    const gate = deferred<number>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const all = Promise.all(Array.from({ length: 16 }, () => cache.get('total', load)));
    gate.resolve(42);
    assert.deepEqual(await all, Array(16).fill(42));
    assert.equal(loads, 1);
    assert.equal(await cache.get('total', async () => 7), 42, 'the value is kept until it expires');
  });

  it('a value loaded while the cache was cleared is not kept', async () => {
    const cache = new TtlCache<number>(10_000);
    const gate = deferred<number>();
    const first = cache.get('total', () => gate.promise);
    cache.clear();
    gate.resolve(1);
    assert.equal(await first, 1);
    assert.equal(await cache.get('total', async () => 2), 2);
  });

  it('a failed load is not kept and the next request loads again', async () => {
    const cache = new TtlCache<number>(10_000);
    await assert.rejects(cache.get('total', async () => Promise.reject(new Error('down'))));
    assert.equal(await cache.get('total', async () => 3), 3);
  });
});
