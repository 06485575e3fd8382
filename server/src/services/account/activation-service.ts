import { sendVerificationBodySchema, verifyEmailBodySchema, type LoggedUser } from '@site/shared/contract';
import { errors } from '../../errors/app-error.js';
import { parseWith } from '../../http/validate.js';
import { isActivated } from '../../policies/user-policy.js';
import { markEmailVerified } from '../../repositories/account-repo.js';
import { findUserById } from '../../repositories/users-repo.js';
import { visitorKeys } from '../captcha/captcha-service.js';
import { emailKey, ipKey, userKey } from '../rate-limit/rate-limiter.js';
import type { AccountDeps, Caller } from './deps.js';
import { issueEmailCode, loggedInAfterLink, payloadString, useEmailCode } from './email-codes.js';

/**
 * POST user/email/verification: the activation link's code (body, or `?code=` as Answer also accepts). Activates
 * the account and logs it in with a new token (the link may be opened in another browser).
 */
export async function verifyEmail(deps: AccountDeps, body: unknown, query: unknown): Promise<LoggedUser> {
  const fromQuery = (query as { code?: unknown } | undefined)?.code;
  const fields = body && typeof body === 'object' ? body : {};
  const input = parseWith(verifyEmailBodySchema, { code: fromQuery, ...fields });
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
export async function sendVerificationEmail(deps: AccountDeps, caller: Caller, body: unknown): Promise<null> {
  const input = parseWith(sendVerificationBodySchema, body);
  const user = caller.user!;
  if (isActivated(user)) throw errors.alreadyActivated();
  await deps.limiter.hit(['mail_ip', ipKey(caller.ip)], ['mail_user', userKey(user.id)]);
  await deps.captcha.requireCaptcha('e_mail', input, visitorKeys(caller.ip, user.e_mail));
  await deps.limiter.hit(['mail_to', emailKey(user.e_mail)]);
  const code = await issueEmailCode(deps.state.db, user.id, 'activation', { e_mail: user.e_mail });
  await deps.mailer.send('activation', user.e_mail, code);
  return null;
}
