import { loginByEmailBodySchema, type LoggedUser } from '@site/shared/contract';
import { errors } from '../errors/app-error.js';
import { parseWith } from '../http/validate.js';
import { isSuspended } from '../policies/user-policy.js';
import { presentLoggedUser } from '../presenters/user-presenter.js';
import { findUserByEmail, touchLastLogin } from '../repositories/users-repo.js';
import type { SiteState } from '../state/site-state.js';
import { readLoginSettings } from './account/login-settings.js';
import { visitorKeys, type CaptchaService } from './captcha/captcha-service.js';
import { hashPassword, verifyPassword } from './password.js';
import { emailKey, ipKey, type RateHit, type RateLimiter } from './rate-limit/rate-limiter.js';
import { createSession } from './session-service.js';

// Checked when the e-mail is unknown, so that answer takes as long as a wrong password (argon2 ~60 ms).
let dummyHash: Promise<string> | null = null;
const timingDecoy = (pass: string) => (dummyHash ??= hashPassword('timing-decoy-password')).then((h) => verifyPassword(h, pass));

export interface LoginDeps {
  state: SiteState;
  captcha: CaptchaService;
  limiter: RateLimiter;
}

/**
 * E-mail login. After a few failures (per IP or per account) a captcha is required; past the failure limits
 * (rate-limit rules login_fail_*) the answer is 429 until the window ends. Not-activated users log in (the client
 * shows them the inactive page); suspended users learn it only after giving the right password.
 */
export async function loginByEmail(deps: LoginDeps, body: unknown, ip: string): Promise<LoggedUser> {
  const { state, captcha, limiter } = deps;
  const input = parseWith(loginByEmailBodySchema, body);
  if (!(await readLoginSettings(state.db)).allow_password_login) throw errors.passwordLoginDisabled();
  const limits: RateHit[] = [
    ['login_fail_ip', ipKey(ip)],
    ['login_fail_account', emailKey(input.e_mail)],
  ];
  await limiter.check(...limits);
  const keys = visitorKeys(ip, input.e_mail);
  await captcha.requireCaptcha('login', input, keys);
  const user = await findUserByEmail(state.db, input.e_mail);
  const good = user ? user.status !== 'deleted' && (await verifyPassword(user.pass_hash, input.pass)) : await timingDecoy(input.pass);
  // The same answer for an unknown e-mail, a deleted account and a wrong password: no account probing.
  if (!user || !good) {
    await captcha.recordFailure('login', keys);
    await limiter.hit(...limits).catch(() => {}); // counted; the limit bites on the next attempt
    throw errors.fields([{ field: 'e_mail', message: 'error.user.login_failed' }]);
  }
  await captcha.resetFailures('login', keys);
  if (isSuspended(user)) throw errors.suspended();
  const token = await createSession(state.db, user.id);
  await touchLastLogin(state.db, user.id);
  return presentLoggedUser({ ...user, last_login_at: new Date() }, token);
}
