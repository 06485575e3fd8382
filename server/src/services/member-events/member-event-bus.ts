import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { openRedis, type RedisLink } from '../redis/connect-redis.js';

/** Something that happened for one member, pushed to their open pages (notifications now; post updates later). */
export interface MemberEvent {
  /** What changed, e.g. `notifications`. */
  kind: string;
  data?: unknown;
}

export type MemberEventListener = (event: MemberEvent) => void;

/**
 * Delivers events to the listeners of one key on every server instance (a member's id, or a content topic such as
 * the pages open on one post: see post-events.ts): in memory for a single instance, over
 * Redis pub/sub when REDIS_URL is set. Delivery is best effort (a page that was not listening misses it), so an event
 * says "look again", never carries the only copy of a change.
 */
export interface MemberEventBus {
  publish(userId: string, event: MemberEvent): Promise<void>;
  /** Listens to one member's events; answers the function that stops listening. */
  subscribe(userId: string, listener: MemberEventListener): () => void;
  close(): Promise<void>;
}

/** One process's bus (no Redis: a single instance). */
export class MemoryMemberEventBus implements MemberEventBus {
  protected readonly local = new EventEmitter();

  constructor() {
    // One listener per open page of a member; many pages are normal.
    this.local.setMaxListeners(0);
  }

  async publish(userId: string, event: MemberEvent): Promise<void> {
    this.deliver(userId, event);
  }

  subscribe(userId: string, listener: MemberEventListener): () => void {
    this.local.on(userId, listener);
    return () => void this.local.off(userId, listener);
  }

  protected deliver(userId: string, event: MemberEvent): void {
    for (const listener of this.local.listeners(userId) as MemberEventListener[]) {
      try {
        listener(event);
      } catch {
        // One broken page must not stop the member's other pages from hearing.
      }
    }
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
  }
}

/**
 * The bus over Redis: every instance subscribes once to `<prefix>member-events` and hands each message to its own
 * local listeners, so a publish on any instance reaches the member's pages on all of them. One channel for all
 * members keeps the subscriptions fixed; each instance drops messages for members it has no listener for.
 *
 * Publishing goes through the shared link (bounded wait, circuit breaker): while Redis is away an event is delivered
 * to this instance's pages only, at once. The subscriber is a connection of its own, which ioredis reconnects and
 * subscribes again when Redis returns.
 */
export class RedisMemberEventBus extends MemoryMemberEventBus {
  private constructor(
    private readonly pub: RedisLink,
    private readonly sub: Redis,
    private readonly channel: string,
  ) {
    super();
  }

  /** Opens the subscriber (fails the start-up if Redis cannot be reached, as every Redis connection does). */
  static async connect(pub: RedisLink, url: string, prefix: string, opts: { connectTimeoutMs?: number } = {}): Promise<RedisMemberEventBus> {
    const sub = await openRedis(url, opts);
    const bus = new RedisMemberEventBus(pub, sub, `${prefix}member-events`);
    sub.on('message', (channel: string, message: string) => bus.onMessage(channel, message));
    try {
      await sub.subscribe(bus.channel);
    } catch (err) {
      sub.disconnect();
      throw err;
    }
    return bus;
  }

  override async publish(userId: string, event: MemberEvent): Promise<void> {
    try {
      await this.pub.run((r) => r.publish(this.channel, JSON.stringify({ userId, event })));
    } catch {
      // Best effort, as always: this instance's pages at least hear it (the others look again on their next load).
      this.deliver(userId, event);
    }
  }

  private onMessage(channel: string, message: string): void {
    if (channel !== this.channel) return;
    let parsed: { userId?: unknown; event?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    const event = parsed.event as MemberEvent | undefined;
    if (typeof parsed.userId !== 'string' || !event || typeof event.kind !== 'string') return;
    if (this.local.listenerCount(parsed.userId) > 0) this.deliver(parsed.userId, event);
  }

  /** Closes the subscriber; the publishing link belongs to the redis plugin. */
  override async close(): Promise<void> {
    await super.close();
    await this.sub.quit().catch(() => this.sub.disconnect());
  }
}
