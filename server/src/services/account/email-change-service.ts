import type { BodyOf, endpoints, LoggedUser } from '@site/shared/contract';
import { errors } from '../../errors/app-error.js';
import { setVerifiedEmail, takenFields, uniqueViolation } from '../../repositories/account-repo.js';
import { findUserById } from '../../repositories/users-repo.js';
import { visitorKeys } from '../captcha/captcha-service.js';
import { verifyPassword } from './password-hash.js';
import { emailKey, ipKey, userKey } from '../rate-limit/rate-limiter.js';
import type { AccountDeps, Caller } from './deps.js';
import { issueEmailCode, loggedInAfterLink, payloadString, useEmailCode } from './email-codes.js';
import { emailDomainAllowed, readLoginSettings } from './login-settings.js';

const duplicate = () => errors.fields([{ field: 'e_mail', message: 'error.email.duplicate' }]);

/**
 * POST user/email/change/code (logged in, not suspended): checks the password (when the user has one) and the new
 * address, then mails a confirmation link to the NEW address; nothing changes until that link is opened. The
 * site's allowed domains apply here too, or they could be side-stepped by signing up and then changing address.
 */
export async function requestEmailChange(deps: AccountDeps, caller: Caller, input: BodyOf<typeof endpoints.requestEmailChange>): Promise<null> {
  const user = caller.user!;
  const db = deps.state.db;
  await deps.limiter.hit(['mail_ip', ipKey(caller.ip)], ['mail_user', userKey(user.id)]);
  await deps.captcha.requireCaptcha('e_mail', input, visitorKeys(caller.ip, user.e_mail));
  if (user.pass_hash !== '') {
    if (!input.pass) throw errors.fields([{ field: 'pass', message: 'error.validation.required' }]);
    if (!(await verifyPassword(user.pass_hash, input.pass))) throw errors.fields([{ field: 'pass', message: 'error.password.incorrect' }]);
  }
  if (input.e_mail.toLowerCase() === user.e_mail.toLowerCase())
    throw errors.fields([{ field: 'e_mail', message: 'error.email.same_as_current' }]);
  if (!emailDomainAllowed(await readLoginSettings(db), input.e_mail))
    throw errors.fields([{ field: 'e_mail', message: 'error.email.domain_not_allowed' }]);
  if ((await takenFields(db, input.e_mail)).e_mail) throw duplicate();
  // Counted only when a mail goes out, so failed checks cannot use up the new address's quota.
  await deps.limiter.hit(['mail_to', emailKey(input.e_mail)]);
  const code = await issueEmailCode(db, user.id, 'email_change', { e_mail: input.e_mail });
  await deps.mailer.send('email_change', { email: input.e_mail, member: user.language, browser: caller.browser }, code);
  return null;
}

/**
 * PUT user/email: the confirmation link's code; no login needed (the link may be opened in another browser). Sets
 * the new, now verified address and logs the user in with a new token. The address is checked for uniqueness again:
 * someone may have taken it since the mail went out.
 */
export async function changeEmail(deps: AccountDeps, input: BodyOf<typeof endpoints.changeEmail>): Promise<LoggedUser> {
  const db = deps.state.db;
  const userId = await db.transaction().execute(async (trx) => {
    const row = await useEmailCode(trx, input.code, 'email_change');
    const user = await findUserById(trx, row.user_id);
    const email = payloadString(row.payload, 'e_mail');
    if (!user || user.status === 'deleted' || !email) throw errors.linkExpired();
    try {
      await setVerifiedEmail(trx, user.id, email);
    } catch (err) {
      if (uniqueViolation(err) === 'e_mail') throw duplicate();
      throw err;
    }
    return user.id;
  });
  return loggedInAfterLink(db, userId);
}
