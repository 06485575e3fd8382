import type { BodyOf, endpoints, LoggedUser } from '@site/shared/contract';
import { errors } from '../../errors/app-error.js';
import { isSuspended } from '../../policies/user-policy.js';
import { presentLoggedUser } from '../../presenters/user-presenter.js';
import { findUserByEmail, touchLastLogin } from '../../repositories/users-repo.js';
import type { SiteState } from '../../state/site-state.js';
import { readLoginSettings } from './login-settings.js';
import { visitorKeys, type CaptchaService } from '../captcha/captcha-service.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { emailKey, ipKey, type RateHit, type RateLimiter } from '../rate-limit/rate-limiter.js';
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
 * (rate-limit rules login_fail_*) the answer is 429 until the window ends; both hold under parallel requests.
 * Not-activated users log in (the client shows them the inactive page); suspended users learn it only after giving
 * the right password.
 */
export async function loginByEmail(deps: LoginDeps, ip: string, input: BodyOf<typeof endpoints.loginByEmail>): Promise<LoggedUser> {
  const { state, captcha, limiter } = deps;
  if (!(await readLoginSettings(state.db)).allow_password_login) throw errors.passwordLoginDisabled();
  const limits: RateHit[] = [
    ['login_fail_ip', ipKey(ip)],
    ['login_fail_account', emailKey(input.e_mail)],
  ];
  const keys = visitorKeys(ip, input.e_mail);
  // The captcha threshold and the lock are both reserved before the password is checked: parallel guesses each take
  // a slot, so no more passwords are verified than the rules allow. A failure keeps its slots (it is counted);
  // anything else gives them back. The captcha comes first because it may wait for attempts in flight.
  await limiter.check(...limits); // a locked account or address hears so at once, captcha or not
  const captchaSlot = await captcha.reserveAttempt('login', input, keys);
  let failed = false;
  let user: Awaited<ReturnType<typeof findUserByEmail>> = undefined;
  try {
    const lockSlot = await limiter.reserve(...limits);
    try {
      user = await findUserByEmail(state.db, input.e_mail);
      const good = user ? user.status !== 'deleted' && (await verifyPassword(user.pass_hash, input.pass)) : await timingDecoy(input.pass);
      failed = !user || !good;
    } finally {
      if (!failed) await lockSlot.release();
    }
  } finally {
    if (!failed) await captchaSlot.release();
  }
  // The same answer for an unknown e-mail, a deleted account and a wrong password: no account probing.
  if (failed || !user) throw errors.fields([{ field: 'e_mail', message: 'error.user.login_failed' }]);
  await captcha.resetFailures('login', keys);
  if (isSuspended(user)) throw errors.suspended();
  const token = await createSession(state.db, user.id);
  await touchLastLogin(state.db, user.id);
  return presentLoggedUser({ ...user, last_login_at: new Date() }, token);
}
