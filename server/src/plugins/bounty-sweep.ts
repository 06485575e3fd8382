import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerEnv } from '../config/env.js';
import { settleEndedBounties } from '../services/points/bounty-settlement.js';
import type { SiteState } from '../state/site-state.js';
import { failureLevel } from '../db/connection-failure.js';

/**
 * Settles ended bounties on a timer (BOUNTY_SWEEP_MS), on every instance: the sweep claims each bounty with a
 * row lock and marks it settled in the same transaction, so instances never settle one twice, and a restart loses
 * nothing (what is due is still due). Not before install; not while closing.
 */
export const bountySweepPlugin = fp(async (app: FastifyInstance, opts: { env: ServerEnv; state: SiteState }) => {
  if (opts.env.bountySweepMs <= 0) return;
  let running: Promise<unknown> | null = null;
  let closing = false;
  const sweep = () => {
    if (closing || running || !opts.state.installed) return;
    running = settleEndedBounties(opts.state.db)
      .then(async (done) => {
        if (done.length === 0) return;
        app.log.info({ settled: done.length }, 'ended bounties settled');
        // A write outside any API request: cached posts and members' balances would otherwise stay as they were.
        await app.anonymousCache.invalidate();
      })
      .catch((err: unknown) => app.log[failureLevel(err)]({ err }, 'settling ended bounties failed; the next sweep tries again'))
      .finally(() => (running = null));
  };
  const timer = setInterval(sweep, opts.env.bountySweepMs);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
});
