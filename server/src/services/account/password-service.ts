import type { BodyOf, endpoints } from '@site/shared/contract';
import { errors } from '../../errors/app-error.js';
import { markEmailVerified, setPasswordHash } from '../../repositories/account-repo.js';
import { revokeUserTokens } from '../../repositories/tokens-repo.js';
import { findUserByEmail, findUserById } from '../../repositories/users-repo.js';
import { visitorKeys } from '../captcha/captcha-service.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { emailKey, ipKey } from '../rate-limit/rate-limiter.js';
import { hashToken } from './session-service.js';
import type { AccountDeps, Caller } from './deps.js';
import { issueEmailCode, payloadString, useEmailCode } from './email-codes.js';

/**
 * POST user/password/reset: mails a reset link to an existing, not deleted account. Every well-formed address gets
 * the same answer, and the mail goes out after the response, so neither the answer nor its timing says whether the
 * address has an account. Limits count unknown addresses too, for the same reason.
 */
export async function requestPasswordReset(deps: AccountDeps, caller: Caller, input: BodyOf<typeof endpoints.requestPasswordReset>): Promise<null> {
  await deps.limiter.hit(['password_reset_ip', ipKey(caller.ip)]);
  await deps.captcha.requireCaptcha('find_pass', input, visitorKeys(caller.ip, input.e_mail));
  // After the captcha, so nobody can use up someone's reset quota for free; for every address, so a 429 says nothing.
  await deps.limiter.hit(['mail_to', emailKey(input.e_mail)]);
  const user = await findUserByEmail(deps.state.db, input.e_mail);
  if (user && user.status !== 'deleted') {
    const code = await issueEmailCode(deps.state.db, user.id, 'password_reset', { e_mail: user.e_mail });
    deps.mailer.sendInBackground('password_reset', { email: user.e_mail, member: user.language, browser: caller.browser }, code);
  }
  return null;
}

/**
 * POST user/password/replacement: sets the new password and signs the user out everywhere (whoever knew the old
 * password loses their sessions). The link came through the account's mailbox, so the address counts as verified.
 */
export async function replacePassword(deps: AccountDeps, input: BodyOf<typeof endpoints.replacePassword>): Promise<null> {
  // Hashed before the transaction: argon2 takes ~60 ms and PGlite runs one transaction at a time.
  const passHash = await hashPassword(input.pass);
  await deps.state.db.transaction().execute(async (trx) => {
    const row = await useEmailCode(trx, input.code, 'password_reset');
    const user = await findUserById(trx, row.user_id);
    if (!user || user.status === 'deleted') throw errors.linkExpired();
    await setPasswordHash(trx, user.id, passHash);
    await markEmailVerified(trx, user.id, payloadString(row.payload, 'e_mail'));
    await revokeUserTokens(trx, user.id);
  });
  return null;
}

/**
 * PUT user/password (logged in, not suspended): `old_pass` must match when the user has a password (a user who
 * signed up through a connector sets a first one). Other sessions end; the current one stays.
 */
export async function modifyPassword(deps: AccountDeps, caller: Caller, input: BodyOf<typeof endpoints.modifyPassword>): Promise<null> {
  const user = caller.user!;
  const keys = visitorKeys(caller.ip, user.e_mail);
  if (user.pass_hash !== '') {
    if (!input.old_pass) throw errors.fields([{ field: 'old_pass', message: 'error.validation.required' }]);
    // Reserved before the check, so parallel guesses at the old password stop at the captcha threshold too.
    const attempt = await deps.captcha.reserveAttempt('modify_pass', input, keys);
    if (!(await verifyPassword(user.pass_hash, input.old_pass)))
      throw errors.fields([{ field: 'old_pass', message: 'error.password.old_incorrect' }]);
    await attempt.release();
    await deps.captcha.resetFailures('modify_pass', keys);
  } else {
    await deps.captcha.requireCaptcha('modify_pass', input, keys);
  }
  const passHash = await hashPassword(input.pass);
  await deps.state.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passHash);
    await revokeUserTokens(trx, user.id, hashToken(caller.token!));
  });
  return null;
}
