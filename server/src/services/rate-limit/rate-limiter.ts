import { errors } from '../../errors/app-error.js';
import { RATE_RULES, type RateRule, type RateRuleName } from './rules.js';
import type { CounterStore } from './store.js';

/** Slots taken by `reserve`; `release` gives back those that should not count. */
export interface RateReservation {
  release(): Promise<void>;
}

/** One limit to apply: a rule and the key it counts (an IP, an account, a recipient address). */
export type RateHit = [rule: RateRuleName, key: string];

/**
 * Rate limits over a counter store. Over a limit: 429 `base.too_many_requests` with Retry-After (seconds until the
 * window ends). A store that fails fails the request: a limit is never skipped. With Redis the app's store does not
 * fail when Redis does (FallbackCounterStore counts in memory meanwhile), so an outage neither locks everyone out
 * nor lets guesses through uncounted.
 */
export class RateLimiter {
  constructor(
    readonly store: CounterStore,
    private readonly rules: Record<RateRuleName, RateRule> = RATE_RULES,
  ) {}

  /** Counts one hit on every (rule, key); throws 429 if any of them is now over its limit. */
  async hit(...hits: RateHit[]): Promise<void> {
    let retryMs = 0;
    for (const [name, key] of hits) {
      const rule = this.rules[name];
      const state = await this.store.increment(`rl:${name}:${key}`, rule.windowMs);
      if (state.count > rule.max) retryMs = Math.max(retryMs, state.resetInMs);
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
      const state = await this.store.get(`rl:${name}:${key}`);
      if (state.count >= this.rules[name].max) retryMs = Math.max(retryMs, state.resetInMs);
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
        for (const key of taken.splice(0)) await this.store.release(key);
      },
    };
    let retryMs = 0;
    for (const [name, key] of hits) {
      const rule = this.rules[name];
      const counter = `rl:${name}:${key}`;
      let state;
      try {
        state = await this.store.acquire(counter, rule.windowMs, rule.max);
      } catch (err) {
        await reservation.release().catch(() => {});
        throw err;
      }
      if (state.granted) taken.push(counter);
      else retryMs = Math.max(retryMs, state.resetInMs);
    }
    if (retryMs > 0) {
      await reservation.release();
      throw errors.tooManyRequests(retryMs);
    }
    return reservation;
  }

  async reset(...hits: RateHit[]): Promise<void> {
    for (const [name, key] of hits) await this.store.reset(`rl:${name}:${key}`);
  }
}

/** Counter keys for a visitor (IP) and an account/e-mail (lower-cased). */
export const ipKey = (ip: string) => `ip:${ip}`;
export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const userKey = (id: string) => `user:${id}`;
