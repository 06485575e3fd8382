import { randomBytes } from 'node:crypto';
import type { BodyOf, ConnectorUserInfo, endpoints } from '@site/shared/contract';
import { AppError, errors } from '../../errors/app-error.js';
import { effectiveStatus, isSuspended } from '../../policies/user-policy.js';
import { findBindingKey, insertBindingKey, insertConnectorState, takeBindingKey } from '../../repositories/connector-states-repo.js';
import { deleteUserExternalLogins, findExternalLogin, insertExternalLogin, listUserExternalLogins } from '../../repositories/external-logins-repo.js';
import { findUserByEmail, findUserById, type UserRow } from '../../repositories/users-repo.js';
import { emailDomainAllowed, readLoginSettings } from '../account/login-settings.js';
import { createSession, hashToken } from '../account/session-service.js';
import { LinkRefused, logIn, retryOnConflict } from './account-link.js';
import { enabledConnector, enabledConnectors, loginLink, presentConnectorInfo } from './connector-config.js';
import { AUTH_FAILED_PATH, BINDING_KEY_TTL_MINUTES, SUSPENDED_PATH, type ConnectorDeps } from './connector-deps.js';
import { connectorErrors } from './connector-errors.js';
import { bindingConfirmMail } from './connector-mail.js';
import { insertExternalUser, isUniqueViolation, markActivated } from './external-user.js';
import { TICKET_TTL_MINUTES } from './login-flow.js';

const random = () => randomBytes(32).toString('base64url');

/** POST connector/binding/start: a one-time link (a few minutes) that starts "my logins" connect for this user. */
export async function startBinding(
  deps: ConnectorDeps,
  user: UserRow,
  { name }: BodyOf<typeof endpoints.startConnectorBinding>,
): Promise<{ link: string }> {
  if (!(await enabledConnector(deps.state.db, name))) throw connectorErrors.notFound();
  const ticket = random();
  await insertConnectorState(deps.state.db, { state_hash: hashToken(ticket), kind: 'ticket', provider: name, user_id: user.id, code_verifier: '', nonce: '', browser_hash: '' }, TICKET_TTL_MINUTES);
  return { link: `${loginLink(name)}?ticket=${ticket}` };
}

export interface BindingEmailHooks {
  /** Sends the new account's activation mail (the account flows' code and link). */
  sendActivation(user: UserRow): Promise<void>;
  /** Counts one mail to this address against the rate limits (throws 429). */
  limitMailTo?(email: string): Promise<void>;
}

/**
 * POST connector/binding/email (/users/confirm-email): the provider gave no verified email, the user types one.
 * - an address with an account and must=false: only the warning, nothing bound;
 * - an address with an account and must=true: a mailed link binds and logs in once opened (proves the mailbox);
 * - a new address: a new, not yet activated account (activation mail sent), bound, logged in.
 */
export async function bindByEmail(deps: ConnectorDeps, hooks: BindingEmailHooks, input: BodyOf<typeof endpoints.bindConnectorEmail>) {
  const db = deps.state.db;
  const keyHash = hashToken(input.binding_key);
  const key = await findBindingKey(db, keyHash, 'email');
  if (!key) throw connectorErrors.keyExpired();
  if (await findExternalLogin(db, key.provider, key.external_id)) {
    await takeBindingKey(db, keyHash, ['email']);
    throw connectorErrors.boundElsewhere();
  }
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    if (!input.must) return { email_exist_and_must_be_confirmed: true, access_token: '' };
    await hooks.limitMailTo?.(existing.e_mail);
    const code = random();
    await insertBindingKey(
      db,
      { key_hash: hashToken(code), purpose: 'bind', provider: key.provider, external_id: key.external_id, external_email: existing.e_mail, display_name: '', user_id: existing.id },
      BINDING_KEY_TTL_MINUTES,
    );
    const connector = await enabledConnector(db, key.provider);
    try {
      await deps.mail.sendMail({ to: existing.e_mail, ...bindingConfirmMail(await deps.mail.site(), connector?.display_name ?? key.provider, code) });
    } catch {
      throw new AppError(400, 'error.mail.send_failed', { err_type: 'toast' });
    }
    // Used up only once the mail left: a failed send can be retried from the same page.
    await takeBindingKey(db, keyHash, ['email']);
    return { email_exist_and_must_be_confirmed: false, access_token: '' };
  }

  const settings = await readLoginSettings(db);
  if (!settings.allow_new_registrations) throw connectorErrors.registrationClosed();
  if (!emailDomainAllowed(settings, input.email)) throw errors.fields([{ field: 'email', message: 'error.email.domain_not_allowed' }]);
  await hooks.limitMailTo?.(input.email);
  let user: UserRow;
  try {
    user = await retryOnConflict(() =>
      db.transaction().execute(async (trx) => {
        const taken = await takeBindingKey(trx, keyHash, ['email']);
        if (!taken) throw connectorErrors.keyExpired();
        const created = await insertExternalUser(trx, { email: input.email, name: taken.display_name, activated: false });
        const bound = await insertExternalLogin(trx, { user_id: created.id, provider: taken.provider, external_id: taken.external_id, email: input.email });
        if (!bound) throw new LinkRefused();
        return created;
      }),
    );
  } catch (err) {
    if (err instanceof LinkRefused) throw connectorErrors.boundElsewhere();
    // An address taken by an account created meanwhile (or kept by a deleted one).
    if (isUniqueViolation(err)) throw errors.fields([{ field: 'email', message: 'error.email.duplicate' }]);
    throw err;
  }
  const token = await createSession(db, user.id);
  await hooks.sendActivation(user);
  return { email_exist_and_must_be_confirmed: false, access_token: token };
}

/** GET connector/binding/confirm?code=: the mailed link. Binds, marks the address verified, logs in. */
export async function confirmBinding(deps: ConnectorDeps, code: unknown): Promise<string> {
  if (typeof code !== 'string' || code === '' || code.length > 200) return AUTH_FAILED_PATH;
  const db = deps.state.db;
  try {
    const userId = await db.transaction().execute(async (trx) => {
      const row = await takeBindingKey(trx, hashToken(code), ['bind']);
      const user = row?.user_id ? await findUserById(trx, row.user_id) : undefined;
      if (!row || !user || effectiveStatus(user) === 'deleted') throw new LinkRefused();
      if (isSuspended(user)) throw new LinkRefused(SUSPENDED_PATH);
      if (!(await insertExternalLogin(trx, { user_id: user.id, provider: row.provider, external_id: row.external_id, email: row.external_email })))
        throw new LinkRefused();
      await markActivated(trx, user.id);
      return user.id;
    });
    return await logIn(deps, userId);
  } catch (err) {
    if (err instanceof LinkRefused) return err.location;
    deps.log.error({ err }, 'connector binding confirmation failed');
    return AUTH_FAILED_PATH;
  }
}

/** GET connector/user/info: every enabled connector, and whether (and as whom) the user is bound to it. */
export async function connectorUserInfo(deps: ConnectorDeps, user: UserRow): Promise<ConnectorUserInfo> {
  const connectors = await enabledConnectors(deps.state.db);
  const bindings = new Map((await listUserExternalLogins(deps.state.db, user.id)).map((b) => [b.provider, b.external_id]));
  const shown = presentConnectorInfo(connectors);
  return connectors.map((c, i) => ({ ...shown[i]!, binding: bindings.has(c.name), external_id: bindings.get(c.name) ?? '' }));
}

/**
 * DELETE connector/user/unbinding. A user without a password keeps at least one binding to an enabled connector
 * (their only way to log in). The user row is locked so two concurrent unbindings cannot both pass the check.
 */
export async function unbind(deps: ConnectorDeps, user: UserRow, { external_id }: BodyOf<typeof endpoints.unbindConnector>): Promise<null> {
  const enabled = new Set((await enabledConnectors(deps.state.db)).map((c) => c.name));
  await deps.state.db.transaction().execute(async (trx) => {
    const me = await trx.selectFrom('users').select('pass_hash').where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
    const bindings = await listUserExternalLogins(trx, user.id);
    if (!bindings.some((b) => b.external_id === external_id)) throw connectorErrors.bindingNotFound();
    const left = bindings.filter((b) => b.external_id !== external_id && enabled.has(b.provider));
    if (!me.pass_hash && left.length === 0) throw connectorErrors.lastLoginMethod();
    await deleteUserExternalLogins(trx, user.id, external_id);
  });
  return null;
}
