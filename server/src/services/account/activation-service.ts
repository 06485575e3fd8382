import type { BodyOf, endpoints, LoggedUser } from '@site/shared/contract';
import { errors } from '../../errors/app-error.js';
import { isActivated } from '../../policies/user-policy.js';
import { markEmailVerified } from '../../repositories/account-repo.js';
import { findUserById } from '../../repositories/users-repo.js';
import { visitorKeys } from '../captcha/captcha-service.js';
import { emailKey, ipKey, userKey } from '../rate-limit/rate-limiter.js';
import type { AccountDeps, Caller } from './deps.js';
import { issueEmailCode, loggedInAfterLink, payloadString, useEmailCode } from './email-codes.js';

/**
 * POST user/email/verification: the activation link's code (body, or `?code=` as Answer also accepts: the route
 * reads it). Activates the account and logs it in with a new token (the link may be opened in another browser).
 */
export async function verifyEmail(deps: AccountDeps, input: BodyOf<typeof endpoints.verifyEmail>): Promise<LoggedUser> {
  const db = deps.state.db;
  const userId = await db.transaction().execute(async (trx) => {
    const row = await useEmailCode(trx, input.code, 'activation');
    const user = await findUserById(trx, row.user_id);
    // A deleted account, or an address changed since the mail was sent: the link no longer proves anything.
    if (!user || user.status === 'deleted' || user.e_mail.toLowerCase() !== payloadString(row.payload, 'e_mail').toLowerCase())
      throw errors.linkExpired();
    await markEmailVerified(trx, user.id, user.e_mail);
    return user.id;
  });
  return loggedInAfterLink(db, userId);
}

/** POST user/email/verification/send (logged in, not suspended): the activation mail again, to the user's address. */
export async function sendVerificationEmail(deps: AccountDeps, caller: Caller, input: BodyOf<typeof endpoints.sendVerificationEmail>): Promise<null> {
  const user = caller.user!;
  if (isActivated(user)) throw errors.alreadyActivated();
  await deps.limiter.hit(['mail_ip', ipKey(caller.ip)], ['mail_user', userKey(user.id)]);
  await deps.captcha.requireCaptcha('e_mail', input, visitorKeys(caller.ip, user.e_mail));
  await deps.limiter.hit(['mail_to', emailKey(user.e_mail)]);
  const code = await issueEmailCode(deps.state.db, user.id, 'activation', { e_mail: user.e_mail });
  await deps.mailer.send('activation', { email: user.e_mail, member: user.language, browser: caller.browser }, code);
  return null;
}
