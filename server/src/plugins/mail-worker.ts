import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerEnv } from '../config/env.js';
import { MailWorker } from '../services/mail-queue/mail-worker.js';
import type { SiteState } from '../state/site-state.js';
import { failureLevel } from '../db/connection-failure.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail queue's worker (tests call `runOnce()` themselves with MAIL_WORKER_MS=0). */
    mailWorker: MailWorker;
  }
}

/**
 * Runs the mail queue's worker every MAIL_WORKER_MS on every instance (jobs are claimed one by one, so instances
 * share the work). Not before install; on close it stops claiming and waits for the mail in hand.
 */
export const mailWorkerPlugin = fp(async (app: FastifyInstance, opts: { env: ServerEnv; state: SiteState }) => {
  const worker = new MailWorker({ db: () => opts.state.db, mail: app.mail, log: app.log });
  app.decorate('mailWorker', worker);
  if (opts.env.mailWorkerMs <= 0) return;
  let running: Promise<unknown> | null = null;
  let closing = false;
  const tick = () => {
    if (closing || running || !opts.state.installed) return;
    running = worker
      .runOnce()
      .catch((err: unknown) => app.log[failureLevel(err)]({ err }, 'the mail queue run failed; the next run tries again'))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, opts.env.mailWorkerMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    closing = true;
    worker.stop();
    clearInterval(timer);
    await running;
  });
});
