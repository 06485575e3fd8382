import type { FastifyBaseLogger } from 'fastify';
import { errors } from '../../errors/app-error.js';
import { RATE_RULES, type RateRule, type RateRuleName } from './rules.js';
import type { CounterStore } from './store.js';

/** One limit to apply: a rule and the key it counts (an IP, an account, a recipient address). */
export type RateHit = [rule: RateRuleName, key: string];

const WARN_EVERY_MS = 60_000;

/**
 * Rate limits over a counter store. Over a limit: 429 `base.too_many_requests` with Retry-After (seconds until the
 * window ends). If the store fails (Redis down), requests go through and a warning is logged: an outage of the
 * limiter must not take logins and sign-ups down with it.
 */
export class RateLimiter {
  private lastWarn = 0;

  constructor(
    readonly store: CounterStore,
    private readonly log?: FastifyBaseLogger,
    private readonly rules: Record<RateRuleName, RateRule> = RATE_RULES,
  ) {}

  /** Counts one hit on every (rule, key); throws 429 if any of them is now over its limit. */
  async hit(...hits: RateHit[]): Promise<void> {
    let retryMs = 0;
    for (const [name, key] of hits) {
      const rule = this.rules[name];
      const state = await this.safely(() => this.store.increment(`rl:${name}:${key}`, rule.windowMs));
      if (state && state.count > rule.max) retryMs = Math.max(retryMs, state.resetInMs);
    }
    if (retryMs > 0) throw errors.tooManyRequests(retryMs);
  }

  /** Throws 429 if any (rule, key) is already at its limit, without counting (limits on failures only). */
  async check(...hits: RateHit[]): Promise<void> {
    let retryMs = 0;
    for (const [name, key] of hits) {
      const state = await this.safely(() => this.store.get(`rl:${name}:${key}`));
      if (state && state.count >= this.rules[name].max) retryMs = Math.max(retryMs, state.resetInMs);
    }
    if (retryMs > 0) throw errors.tooManyRequests(retryMs);
  }

  async reset(...hits: RateHit[]): Promise<void> {
    for (const [name, key] of hits) await this.safely(() => this.store.reset(`rl:${name}:${key}`));
  }

  private async safely<T>(op: () => Promise<T>): Promise<T | null> {
    try {
      return await op();
    } catch (err) {
      if (Date.now() - this.lastWarn > WARN_EVERY_MS) {
        this.lastWarn = Date.now();
        this.log?.warn({ err }, 'rate-limit store unavailable: requests are not being limited');
      }
      return null;
    }
  }
}

/** Counter keys for a visitor (IP) and an account/e-mail (lower-cased). */
export const ipKey = (ip: string) => `ip:${ip}`;
export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const userKey = (id: string) => `user:${id}`;
