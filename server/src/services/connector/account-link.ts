import { randomBytes } from 'node:crypto';
import { MailStatus } from '@site/shared/contract';
import { effectiveStatus, isSuspended } from '../../policies/user-policy.js';
import { insertBindingKey } from '../../repositories/connector-states-repo.js';
import { findExternalLogin, insertExternalLogin } from '../../repositories/external-logins-repo.js';
import { findUserByEmail, findUserById, touchLastLogin } from '../../repositories/users-repo.js';
import { emailDomainAllowed, readLoginSettings } from '../account/login-settings.js';
import { createSession, hashToken } from '../account/session-service.js';
import {
  AUTH_FAILED_PATH,
  BINDING_KEY_TTL_MINUTES,
  confirmEmailPath,
  landingPath,
  SUSPENDED_PATH,
  type ConnectorDeps,
} from './connector-deps.js';
import { insertExternalUser, isUniqueViolation, markActivated } from './external-user.js';
import type { ProviderUser } from './oauth-client.js';

/** Thrown inside a transaction to roll it back and end on `location` (auth-failed unless said otherwise). */
export class LinkRefused extends Error {
  constructor(readonly location = AUTH_FAILED_PATH) {
    super('third-party link refused');
  }
}

/** Runs a transaction again when it lost a race on a unique index (a username or email taken meanwhile). */
export async function retryOnConflict<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (!isUniqueViolation(err) || i >= tries) throw err;
    }
  }
}

/** A new session for the user, and the landing page that stores its token. */
export async function logIn(deps: ConnectorDeps, userId: string): Promise<string> {
  const token = await createSession(deps.state.db, userId);
  await touchLastLogin(deps.state.db, userId);
  return landingPath(token);
}

/**
 * The login branch of the provider's callback (no "my logins" connect pending):
 * - a bound external account logs its user in; a suspended user gets no session and is sent to the suspended page
 *   (as a password login answers 403 suspended), a deleted one fails;
 * - a verified email of an existing account binds it and logs in; a verified email without an account creates an
 *   activated, password-less account unless new registrations (or that email domain) are closed;
 * - without a verified email the user is asked for one on /users/confirm-email.
 * Answers where the browser goes next.
 */
export async function loginWithProvider(deps: ConnectorDeps, provider: string, pu: ProviderUser): Promise<string> {
  const db = deps.state.db;
  const bound = await findExternalLogin(db, provider, pu.externalId);
  if (bound) {
    const user = await findUserById(db, bound.user_id);
    if (!user || effectiveStatus(user) === 'deleted') return AUTH_FAILED_PATH;
    if (isSuspended(user)) return SUSPENDED_PATH;
    return logIn(deps, user.id);
  }
  if (!pu.email || !pu.emailVerified) {
    const raw = randomBytes(32).toString('base64url');
    await insertBindingKey(
      db,
      {
        key_hash: hashToken(raw),
        purpose: 'email',
        provider,
        external_id: pu.externalId,
        external_email: pu.email,
        display_name: pu.name.slice(0, 100),
        user_id: null,
      },
      BINDING_KEY_TTL_MINUTES,
    );
    return confirmEmailPath(raw);
  }
  const settings = await readLoginSettings(db);
  try {
    const userId = await retryOnConflict(() =>
      db.transaction().execute(async (trx) => {
        const existing = await findUserByEmail(trx, pu.email);
        if (existing && effectiveStatus(existing) === 'deleted') throw new LinkRefused();
        if (existing && isSuspended(existing)) throw new LinkRefused(SUSPENDED_PATH);
        if (!existing && (!settings.allow_new_registrations || !emailDomainAllowed(settings, pu.email))) throw new LinkRefused();
        const user = existing ?? (await insertExternalUser(trx, { email: pu.email, name: pu.name, activated: true }));
        // False: this user already has another account of the provider bound, or a racing request bound this one.
        if (!(await insertExternalLogin(trx, { user_id: user.id, provider, external_id: pu.externalId, email: pu.email }))) throw new LinkRefused();
        // The provider vouches for the address, which is what activation asks.
        if (user.mail_status !== MailStatus.active) await markActivated(trx, user.id);
        return user.id;
      }),
    );
    return await logIn(deps, userId);
  } catch (err) {
    if (err instanceof LinkRefused) return err.location;
    throw err;
  }
}
