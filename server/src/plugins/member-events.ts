import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerEnv } from '../config/env.js';
import { MemoryMemberEventBus, RedisMemberEventBus, type MemberEventBus } from '../services/member-events/member-event-bus.js';
import { runCollectingMemberEvents, type PendingMemberEvents } from '../services/member-events/pending-member-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events for one member's open pages, on every instance (see MemberEventBus). */
    memberEvents: MemberEventBus;
    /** Publishes what the request queued (its writes committed); the stream routes call it, being hijacked. */
    publishPendingMemberEvents(req: FastifyRequest): Promise<void>;
    /** Called before the app closes: open member streams end so the drain does not wait for them. */
    onMemberStreamsClose(fn: () => void): () => void;
    /** Ends every open member stream now (the app closing; tools that cannot hold a stream open, as the fuzz). */
    endMemberStreams(): void;
  }
  interface FastifyRequest {
    pendingMemberEvents: PendingMemberEvents | null;
  }
}

/**
 * The member-events bus (Redis pub/sub with REDIS_URL, memory otherwise), and the rule that events queued while a
 * request runs (queueMemberEvent) are published only once it answered without an error: its writes are committed
 * then, so the page that hears the event reads the new state.
 */
export const memberEventsPlugin = fp(async (app: FastifyInstance, opts: { env: ServerEnv }) => {
  const bus: MemberEventBus =
    app.redis && opts.env.redisUrl
      ? await RedisMemberEventBus.connect(app.redis, opts.env.redisUrl, opts.env.redisKeyPrefix)
      : new MemoryMemberEventBus();
  app.log.info({ bus: app.redis ? 'redis' : 'memory' }, 'member events');
  app.decorate('memberEvents', bus);
  const closers = new Set<() => void>();
  app.decorate('onMemberStreamsClose', (fn: () => void) => {
    closers.add(fn);
    return () => void closers.delete(fn);
  });
  const endAll = () => {
    for (const fn of [...closers]) fn();
  };
  app.decorate('endMemberStreams', endAll);
  app.addHook('preClose', (done) => {
    endAll();
    done();
  });
  app.addHook('onClose', async () => bus.close());

  app.decorateRequest('pendingMemberEvents', null);
  // The callback form keeps the handler inside this async context (as @fastify/request-context does).
  app.addHook('onRequest', (req, _reply, done) => {
    const list: PendingMemberEvents = [];
    req.pendingMemberEvents = list;
    runCollectingMemberEvents(list, done);
  });
  // Reading a body runs on the socket's callbacks, outside that context: enter it again once the body is parsed.
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.pendingMemberEvents) runCollectingMemberEvents(req.pendingMemberEvents, done);
    else done();
  });
  const publishPending = async (req: FastifyRequest) => {
    const list = req.pendingMemberEvents;
    req.pendingMemberEvents = null;
    if (!list || list.length === 0) return;
    await Promise.all(
      list.map(({ userId, event }) => bus.publish(userId, event).catch((err: unknown) => req.log.warn({ err }, 'member event not published'))),
    );
  };
  app.decorate('publishPendingMemberEvents', publishPending);
  // A refused or failed request wrote nothing (or its transaction rolled back): its events are dropped.
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode < 400) await publishPending(req);
  });
});
