import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startPrivateRedis, type PrivateRedis } from '../../test-support/private-redis.js';
import { RedisLink } from './connect-redis.js';

const busyFor = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

describe('Redis link', () => {
  let redis: PrivateRedis | null = null;
  let link: RedisLink | undefined;
  before(async () => {
    redis = await startPrivateRedis();
    if (redis) link = await RedisLink.connect(redis.url, { role: 'test', whileAway: 'nothing', commandTimeoutMs: 50, failureThreshold: 1 });
  });
  after(async () => {
    await link?.close();
    await redis?.stop();
  });

  it('a busy event loop does not turn a reply that arrived in time into a time-out (nor open the breaker)', async (t) => {
    if (!redis) return t.skip('redis-server is not installed');
    for (let i = 0; i < 5; i++) {
      const pong = link!.run((r) => r.ping());
      busyFor(150); // the reply sits in the socket while every timer is overdue
      assert.equal(await pong, 'PONG');
    }
    assert.equal(link!.available, true);
  });

  it('a Redis that does not answer fails the command within its time-out', async (t) => {
    if (!redis) return t.skip('redis-server is not installed');
    redis.freeze();
    try {
      const start = Date.now();
      await assert.rejects(link!.run((r) => r.ping()), /did not answer within 50 ms/);
      assert.ok(Date.now() - start < 1_000);
      assert.equal(link!.available, false, 'one failure opens this breaker (threshold 1)');
    } finally {
      redis.thaw();
    }
    await link!.ping();
    assert.equal(link!.available, true, 'a successful health ping closes it');
  });
});
