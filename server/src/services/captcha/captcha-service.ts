import { captchaFieldsSchema, type ActionRecord, type CaptchaAction } from '@site/shared/contract';
import type { Log } from '../../config/logger.js';
import { errors } from '../../errors/app-error.js';
import { readSetting } from '../../repositories/settings-repo.js';
import type { SiteState } from '../../state/site-state.js';
import { MemoryAttemptCounter, type AttemptCounter } from './attempts.js';
import type { CaptchaProvider } from './provider.js';
import { SvgCaptchaProvider } from './svg-provider.js';

/** The site setting naming the active provider; unset or unknown means the built-in `svg`. */
export const CAPTCHA_PROVIDER_SETTING = 'captcha_provider';
export const DEFAULT_CAPTCHA_PROVIDER = 'svg';

/** When an action needs a captcha: always, or after `failures` failures (per IP or per account) within `windowMs`. */
export type CaptchaRule = { kind: 'always' } | { kind: 'after_failures'; failures: number; windowMs: number };

const HOUR = 3_600_000;
// Mail-sending and reporting flows cost us (mail, moderator time) on every call: always. Password checks only once
// someone starts guessing.
export const CAPTCHA_RULES: Record<CaptchaAction, CaptchaRule> = {
  login: { kind: 'after_failures', failures: 3, windowMs: HOUR },
  modify_pass: { kind: 'after_failures', failures: 3, windowMs: HOUR },
  e_mail: { kind: 'always' },
  find_pass: { kind: 'always' },
  flag: { kind: 'always' },
  report: { kind: 'always' },
};

/** Attempts counted ahead of a password check; `release` takes them back when they were not failures. */
export interface AttemptReservation {
  release(): Promise<void>;
}
const NOTHING_RESERVED: AttemptReservation = { release: async () => {} };
/** How long a request without a captcha waits for slots held by attempts in flight (a few password checks). */
const SETTLE_WAIT_MS = 2_000;
/** The captcha id and answer a request body carries (empty strings when absent or malformed). */
function captchaAnswer(body: unknown): { id: string; code: string } {
  const parsed = captchaFieldsSchema.safeParse(body ?? {});
  const { captcha_id: id = '', captcha_code: code = '' } = parsed.success ? parsed.data : {};
  return { id, code };
}

/** Attempt-counter keys for a visitor: its IP, and the account it names (lower-cased e-mail) when there is one. */
export function visitorKeys(ip: string, account?: string | null): string[] {
  const keys = [`ip:${ip}`];
  if (account) keys.push(`account:${account.trim().toLowerCase()}`);
  return keys;
}

/**
 * Captchas for the whole app: which actions need one (attempt counts), issuing and checking through the selected
 * provider. Other code calls `reserveAttempt`/`resetFailures` and `requireCaptcha`.
 */
export class CaptchaService {
  private readonly providers = new Map<string, CaptchaProvider>();
  /** The plugin registry's switch for a provider (read per captcha): a provider switched off is not used. */
  private providerEnabled: (name: string) => Promise<boolean> = async () => true;

  constructor(
    private readonly state: SiteState,
    readonly attempts: AttemptCounter = new MemoryAttemptCounter(),
    private readonly log?: Log,
  ) {
    this.registerProvider(new SvgCaptchaProvider(() => state.db));
  }

  /** Adds (or replaces, by name) a provider; a captcha plugin calls this at start-up. */
  registerProvider(provider: CaptchaProvider): void {
    this.providers.set(provider.name, provider);
  }

  /** Set by the plugin registry: whether the admin left a provider's plugin on. */
  setProviderGate(isEnabled: (name: string) => Promise<boolean>): void {
    this.providerEnabled = isEnabled;
  }

  /** The registered providers' names (the site-plugin loader notes which ones a plugin added). */
  providerNames(): string[] {
    return [...this.providers.keys()];
  }

  provider(name: string): CaptchaProvider | undefined {
    return this.providers.get(name);
  }

  /** The provider the `captcha_provider` setting selects (the built-in one when unset, not registered or switched off). */
  async activeProvider(): Promise<CaptchaProvider> {
    const name = await readSetting(this.state.db, CAPTCHA_PROVIDER_SETTING);
    if (typeof name === 'string' && name && name !== DEFAULT_CAPTCHA_PROVIDER) {
      const chosen = this.providers.get(name);
      if (chosen && (await this.providerEnabled(name))) return chosen;
      if (chosen) return this.providers.get(DEFAULT_CAPTCHA_PROVIDER)!;
      this.log?.warn({ provider: name }, 'captcha provider not registered; using the built-in one');
    }
    return this.providers.get(DEFAULT_CAPTCHA_PROVIDER)!;
  }

  async resetFailures(action: CaptchaAction, keys: string | string[]): Promise<void> {
    for (const key of [keys].flat()) await this.attempts.reset(`${action}:${key}`);
  }

  /** Whether the action needs a captcha now for any of the keys (IP, account). */
  async needsCaptcha(action: CaptchaAction, keys: string | string[] = []): Promise<boolean> {
    const rule = CAPTCHA_RULES[action];
    if (rule.kind === 'always') return true;
    for (const key of [keys].flat()) if ((await this.attempts.count(`${action}:${key}`)) >= rule.failures) return true;
    return false;
  }

  async createCaptcha() {
    return (await this.activeProvider()).create();
  }

  /** Checks and consumes a captcha. */
  async verifyCaptcha(id: string, code: string): Promise<boolean> {
    return (await this.activeProvider()).verify(id, code);
  }

  /** GET user/action/record: whether a captcha is needed now, with a fresh one when it is. */
  async actionRecord(action: CaptchaAction, keys: string[]): Promise<ActionRecord> {
    if (!(await this.needsCaptcha(action, keys))) return { verify: false, captcha_id: '', captcha_img: '' };
    const { id, image } = await this.createCaptcha();
    return { verify: true, captcha_id: id, captcha_img: image };
  }

  /**
   * For an action guarded after failures (login, modify_pass), before the password is checked: reserves this
   * attempt in the failure counts, so parallel guesses cannot all slip in under the threshold. While fewer than
   * `failures` attempts are counted (failures plus attempts in flight) it passes without a captcha; beyond that the
   * body's captcha must pass. The attempt stays counted as a failure unless the caller releases it (it succeeded,
   * or stopped before checking anything). Actions that always need a captcha just check it.
   */
  async reserveAttempt(action: CaptchaAction, body: unknown, keys: string[]): Promise<AttemptReservation> {
    const rule = CAPTCHA_RULES[action];
    if (rule.kind === 'always') {
      await this.requireCaptcha(action, body, keys);
      return NOTHING_RESERVED;
    }
    const counted: string[] = [];
    const release = async () => {
      for (const key of counted.splice(0)) await this.attempts.release(key);
    };
    const counters = keys.map((k) => `${action}:${k}`);
    const takeFreeSlots = async () => {
      for (const key of counters) {
        if (await this.attempts.acquire(key, rule.windowMs, rule.failures)) counted.push(key);
        else {
          await release();
          return false;
        }
      }
      return true;
    };
    let free = await takeFreeSlots();
    // Slots held by attempts still in flight come back when those succeed (several people behind one address
    // logging in at once): a request without a captcha waits for them a moment rather than being asked for one.
    const deadline = Date.now() + SETTLE_WAIT_MS;
    while (!free && !captchaAnswer(body).code.trim() && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
      free = await takeFreeSlots();
    }
    if (free) return { release };
    await this.checkCaptcha(body);
    for (const key of counters) {
      await this.attempts.increment(key, rule.windowMs);
      counted.push(key);
    }
    return { release };
  }

  /**
   * For a guarded request: when the action needs a captcha, the body's captcha_id/captcha_code must pass, else a
   * 400 field error on `captcha_code` (the field that makes the client refresh its captcha).
   */
  async requireCaptcha(action: CaptchaAction, body: unknown, keys: string[] = []): Promise<void> {
    if (!(await this.needsCaptcha(action, keys))) return;
    await this.checkCaptcha(body);
  }

  /** The body's captcha_id/captcha_code must pass, else a 400 field error on `captcha_code`. */
  private async checkCaptcha(body: unknown): Promise<void> {
    const { id, code } = captchaAnswer(body);
    if (!code.trim()) {
      // An id without an answer still burns the captcha: no free retries on the same image.
      if (id) await this.verifyCaptcha(id, '');
      throw errors.fields([{ field: 'captcha_code', message: 'error.captcha.required' }]);
    }
    if (!(await this.verifyCaptcha(id, code)))
      throw errors.fields([{ field: 'captcha_code', message: 'error.captcha.verification_failed' }]);
  }
}
