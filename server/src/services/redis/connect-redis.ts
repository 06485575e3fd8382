import { Redis } from 'ioredis';
import type { Log } from '../../config/logger.js';
import { CircuitBreaker, type BreakerState } from './circuit-breaker.js';

/**
 * How long a command may take before the caller stops waiting and falls back (memory counts, no cache). Redis
 * answers in well under a millisecond on a LAN: anything slower is an outage, and the requests must not pay for it.
 */
export const COMMAND_TIMEOUT_MS = 50;
/** How long a health check's PING may take (a load balancer's probe can wait longer than a visitor's request). */
export const PING_TIMEOUT_MS = 500;

export interface RedisConnectOptions {
  connectTimeoutMs?: number;
  /** Runs before connecting (define Lua commands there). */
  prepare?: (redis: Redis) => void;
}

/**
 * One raw connection as this site opens them: it fails fast at start-up (REDIS_URL was set on purpose, so an
 * unreachable Redis stops the start instead of silently running without what Redis shares), then reconnects on its
 * own, for ever, whenever the server comes back. Commands go through a RedisLink (below), which bounds their wait.
 */
export async function openRedis(url: string, opts: RedisConnectOptions = {}): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: opts.connectTimeoutMs ?? 5_000,
    // A backstop that clears ioredis's own queue; callers stop waiting much earlier (RedisLink.run).
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  opts.prepare?.(redis);
  // ioredis emits 'error' on every failed reconnect; the link logs what an operator needs (away, back).
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    // The URL may carry a password: only ioredis's message (host and port at most) is repeated.
    throw new Error(`cannot connect to Redis (REDIS_URL): ${(err as Error).message}`);
  }
  return redis;
}

export class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
    this.name = 'RedisTimeoutError';
  }
}

/**
 * Rejects when `ms` have passed, unless the answer was already waiting: the rejection is deferred to the event loop's
 * check phase, after the poll phase has read the socket. A busy event loop (a long synchronous task delaying every
 * timer) therefore never turns a reply that arrived in time into a timeout, which would trip the breaker for nothing.
 */
function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new RedisTimeoutError(ms))), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

export interface RedisLinkOptions {
  /** What this connection carries, for the log lines ("rate limits", "anonymous cache"). */
  role: string;
  /** What the site does while it is away, for the warning ("counting limits in this instance's memory"). */
  whileAway: string;
  log?: Log;
  commandTimeoutMs?: number;
  /** Circuit breaker: failures in a row that open it, and how long before a probe. */
  failureThreshold?: number;
  openMs?: number;
}

/**
 * A Redis connection whose commands never hold a request up: each waits at most `commandTimeoutMs`, and a circuit
 * breaker makes them fail at once while Redis is away (the connection dropped, or a few commands in a row failed).
 * Once ioredis has reconnected, or `openMs` later, one command probes; its success closes the breaker and
 * `onRecover` listeners run (counters shared again, a generation bump that was owed). One warning when Redis goes
 * away and one info line when it is back, per connection.
 */
export class RedisLink {
  readonly breaker: CircuitBreaker;
  private closing = false;
  // Whether the outage was announced: a probe that fails re-opens the breaker without a new warning.
  private away = false;
  private readonly recoverListeners: Array<() => void> = [];
  private readonly timeoutMs: number;

  constructor(
    readonly client: Redis,
    private readonly opts: RedisLinkOptions,
  ) {
    this.timeoutMs = opts.commandTimeoutMs ?? COMMAND_TIMEOUT_MS;
    this.breaker = new CircuitBreaker({
      what: `Redis (${opts.role})`,
      failureThreshold: opts.failureThreshold,
      openMs: opts.openMs,
      onChange: (state, err) => this.changed(state, err),
    });
    client.on('close', () => {
      if (!this.closing) this.breaker.trip(new Error('connection to Redis lost'));
    });
    client.on('ready', () => this.breaker.probeNow());
  }

  static async connect(url: string, opts: RedisLinkOptions & RedisConnectOptions): Promise<RedisLink> {
    return new RedisLink(await openRedis(url, opts), opts);
  }

  /** Whether commands are being sent (false while the breaker is open). */
  get available(): boolean {
    return this.breaker.state === 'closed';
  }

  /** Runs a command, or fails at once while Redis is known to be away, or after the command time-out. */
  run<T>(op: (redis: Redis) => Promise<T>): Promise<T> {
    return this.breaker.run(() => {
      if (this.client.status !== 'ready') return Promise.reject(new Error(`Redis connection is ${this.client.status}`));
      return withTimeout(op(this.client), this.timeoutMs);
    });
  }

  /**
   * A round trip for health checks, tried even while the breaker is open (it tells the breaker what it found, so a
   * health check can also be what notices Redis is back).
   */
  async ping(timeoutMs = PING_TIMEOUT_MS): Promise<void> {
    try {
      if (this.client.status !== 'ready') throw new Error(`Redis connection is ${this.client.status}`);
      await withTimeout(this.client.ping(), timeoutMs);
    } catch (err) {
      this.breaker.failed(err);
      throw err;
    }
    this.breaker.succeeded();
  }

  /** Runs `fn` each time Redis is back after an outage this connection noticed. */
  onRecover(fn: () => void): void {
    this.recoverListeners.push(fn);
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.client.quit().catch(() => this.client.disconnect());
  }

  private changed(state: BreakerState, err: unknown) {
    if (this.closing) return;
    const { role, whileAway, log } = this.opts;
    if (state === 'open' && !this.away) {
      this.away = true;
      log?.warn({ redis: role, err: err instanceof Error ? err.message : String(err) }, `Redis unavailable (${role}): ${whileAway} until it is back`);
    } else if (state === 'closed' && this.away) {
      this.away = false;
      log?.info({ redis: role }, `Redis is back (${role})`);
      for (const fn of this.recoverListeners) fn();
    }
  }
}
