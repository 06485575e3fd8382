import type { Log } from '../../config/logger.js';
import { errors } from '../../errors/app-error.js';
import { RATE_RULES, type RateRule, type RateRuleName } from './rules.js';
import type { CounterStore } from './store.js';

/** Slots taken by `reserve`; `release` gives back those that should not count. */
export interface RateReservation {
  release(): Promise<void>;
}

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
    private readonly log?: Log,
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

  /**
   * Throws 429 if any (rule, key) is already full, without counting: a quick answer before slower checks. Only
   * `reserve` or `hit` enforce a limit under parallel requests.
   */
  async check(...hits: RateHit[]): Promise<void> {
    let retryMs = 0;
    for (const [name, key] of hits) {
      const state = await this.safely(() => this.store.get(`rl:${name}:${key}`));
      if (state && state.count >= this.rules[name].max) retryMs = Math.max(retryMs, state.resetInMs);
    }
    if (retryMs > 0) throw errors.tooManyRequests(retryMs);
  }

  /**
   * Reserves one slot on every (rule, key) before the work it limits, or throws 429 (taking nothing) when any is
   * full. For limits on failures: the caller keeps the slots when the attempt failed and releases them when it
   * succeeded, so under any number of parallel requests no more attempts run than the rule allows.
   */
  async reserve(...hits: RateHit[]): Promise<RateReservation> {
    const taken: string[] = [];
    const reservation: RateReservation = {
      release: async () => {
        for (const key of taken.splice(0)) await this.safely(() => this.store.release(key));
      },
    };
    let retryMs = 0;
    for (const [name, key] of hits) {
      const rule = this.rules[name];
      const counter = `rl:${name}:${key}`;
      const state = await this.safely(() => this.store.acquire(counter, rule.windowMs, rule.max));
      if (!state || state.granted) {
        if (state) taken.push(counter);
      } else retryMs = Math.max(retryMs, state.resetInMs);
    }
    if (retryMs > 0) {
      await reservation.release();
      throw errors.tooManyRequests(retryMs);
    }
    return reservation;
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
