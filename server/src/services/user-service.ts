import { loginByEmailBodySchema, type LoggedUser } from '@site/shared/contract';
import { errors } from '../errors/app-error.js';
import { parseWith } from '../http/validate.js';
import { presentLoggedUser } from '../presenters/user-presenter.js';
import { findUserByEmail, touchLastLogin } from '../repositories/users-repo.js';
import type { SiteState } from '../state/site-state.js';
import { visitorKeys, type CaptchaService } from './captcha/captcha-service.js';
import { verifyPassword } from './password.js';
import { createSession } from './session-service.js';

/**
 * E-mail login. After a few failures (per IP or per account) a captcha is required; issue 3 adds rate limits and
 * activation flows.
 */
export async function loginByEmail(state: SiteState, body: unknown, captcha: CaptchaService, ip: string): Promise<LoggedUser> {
  const input = parseWith(loginByEmailBodySchema, body);
  const keys = visitorKeys(ip, input.e_mail);
  await captcha.requireCaptcha('login', input, keys);
  const user = await findUserByEmail(state.db, input.e_mail);
  const good = user && user.status !== 'deleted' && (await verifyPassword(user.pass_hash, input.pass));
  // The same answer for an unknown e-mail and a wrong password: no account probing.
  if (!user || !good) {
    await captcha.recordFailure('login', keys);
    throw errors.fields([{ field: 'e_mail', message: 'error.user.login_failed' }]);
  }
  await captcha.resetFailures('login', keys);
  const token = await createSession(state.db, user.id);
  await touchLastLogin(state.db, user.id);
  return presentLoggedUser({ ...user, last_login_at: new Date() }, token);
}
