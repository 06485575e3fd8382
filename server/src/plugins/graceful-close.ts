import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the app has begun to close: new requests get a 503, failures of running ones are the shutdown's. */
    readonly closing: boolean;
    /** Waits (at most `maxMs`) until every request that was running when the app began to close has finished. */
    drainRequests(maxMs: number): Promise<void>;
  }
}

/**
 * Stopping under load: requests already running finish before the database closes; a request that arrives on an
 * open keep-alive connection meanwhile is answered 503 in the usual envelope (Retry-After, Connection: close) so the
 * client or the load balancer tries again elsewhere. Register right after the errors plugin: this hook must run
 * before any other that could touch the database.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  const inFlight = new Set<FastifyRequest>();
  app.decorate('closing', {
    getter: () => closing,
  });
  app.decorate('drainRequests', async (maxMs: number) => {
    const deadline = Date.now() + maxMs;
    while (inFlight.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async (req, reply) => {
    if (closing) {
      reply.header('connection', 'close');
      throw errors.shuttingDown();
    }
    inFlight.add(req);
    // A hijacked reply (an AI stream) never reaches onResponse: its socket's response closing ends it too.
    reply.raw.once('close', () => inFlight.delete(req));
  });
  app.addHook('onResponse', async (req) => {
    inFlight.delete(req);
  });
  app.addHook('onRequestAbort', async (req) => {
    inFlight.delete(req);
  });
});
