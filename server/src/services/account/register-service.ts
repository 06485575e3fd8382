import { MailStatus, RoleId, type BodyOf, type endpoints, type LoggedUser } from '@site/shared/contract';
import { errors, type FieldProblem } from '../../errors/app-error.js';
import { presentLoggedUser } from '../../presenters/user-presenter.js';
import { takenFields, uniqueViolation } from '../../repositories/account-repo.js';
import { insertUser, touchLastLogin } from '../../repositories/users-repo.js';
import { visitorKeys } from '../captcha/captcha-service.js';
import { hashPassword } from './password-hash.js';
import { emailKey, ipKey } from '../rate-limit/rate-limiter.js';
import { createSession } from './session-service.js';
import type { AccountDeps, Caller } from './deps.js';
import { issueEmailCode } from './email-codes.js';
import { emailDomainAllowed, readLoginSettings } from './login-settings.js';

const EMAIL_TAKEN: FieldProblem = { field: 'e_mail', message: 'error.email.duplicate' };
const NAME_TAKEN: FieldProblem = { field: 'name', message: 'error.user.name_taken' };

/**
 * POST user/register/email: creates a not-yet-activated user, logs it in and mails the activation link. A captcha is
 * always asked (action e_mail, as Answer does): every sign-up sends a mail and sign-up is where spam comes from.
 */
export async function registerByEmail(deps: AccountDeps, caller: Caller, input: BodyOf<typeof endpoints.registerByEmail>): Promise<LoggedUser> {
  const db = deps.state.db;
  const login = await readLoginSettings(db);
  if (!login.allow_new_registrations) throw errors.registrationClosed();
  if (!login.allow_email_registrations) throw errors.emailRegistrationClosed();
  if (!emailDomainAllowed(login, input.e_mail)) throw errors.fields([{ field: 'e_mail', message: 'error.email.domain_not_allowed' }]);

  await deps.limiter.hit(['register_ip', ipKey(caller.ip)]);
  await deps.captcha.requireCaptcha('e_mail', input, visitorKeys(caller.ip, input.e_mail));

  // Both problems at once when both fields are taken; the unique indexes still decide under a race (below).
  const taken = await takenFields(db, input.e_mail, input.name);
  const problems = [...(taken.e_mail ? [EMAIL_TAKEN] : []), ...(taken.username ? [NAME_TAKEN] : [])];
  if (problems.length) throw errors.fields(problems);
  // Counted only once a mail will really go out: requests without a solved captcha cannot use up an address's quota.
  await deps.limiter.hit(['mail_to', emailKey(input.e_mail)]);

  const passHash = await hashPassword(input.pass);
  let user;
  try {
    user = await insertUser(db, {
      username: input.name,
      e_mail: input.e_mail,
      pass_hash: passHash,
      display_name: input.display_name || input.name,
      role_id: RoleId.user,
      mail_status: MailStatus.inactive,
    });
  } catch (err) {
    const which = uniqueViolation(err);
    if (which === 'e_mail') throw errors.fields([EMAIL_TAKEN]);
    if (which === 'username') throw errors.fields([NAME_TAKEN]);
    throw err;
  }

  const token = await createSession(db, user.id);
  await touchLastLogin(db, user.id);
  const code = await issueEmailCode(db, user.id, 'activation', { e_mail: user.e_mail });
  deps.mailer.sendInBackground('activation', { email: user.e_mail, member: user.language, browser: caller.browser }, code);
  return presentLoggedUser({ ...user, last_login_at: new Date() }, token);
}
