import { createHash, randomBytes } from 'node:crypto';
import { insertConnectorState, takeConnectorState } from '../../repositories/connector-states-repo.js';
import { findExternalLogin, insertExternalLogin } from '../../repositories/external-logins-repo.js';
import { findUserById } from '../../repositories/users-repo.js';
import { effectiveStatus } from '../../policies/user-policy.js';
import { hashToken } from '../account/session-service.js';
import { loginWithProvider } from './account-link.js';
import { enabledConnector } from './connector-config.js';
import { AUTH_FAILED_PATH, SETTINGS_ACCOUNT_PATH, type ConnectorDeps } from './connector-deps.js';
import { ConnectorFlowError, fetchProviderUser, resolveEndpoints } from './oauth-client.js';
import { authorizeUrl, usesPkce } from './protocol.js';

/** A login started must come back within this time (the state row expires). */
export const STATE_TTL_MINUTES = 10;
/** A "my logins" connect link must be opened within this time. */
export const TICKET_TTL_MINUTES = 5;

const random = () => randomBytes(32).toString('base64url');

/** The callback the provider sends the browser back to: on the site's URL, else on the host the request came to. */
async function redirectUri(deps: ConnectorDeps, origin: string, name: string): Promise<string> {
  const { siteUrl } = await deps.mail.site();
  return `${siteUrl || origin}/answer/api/v1/connector/redirect/${encodeURIComponent(name)}`;
}

export interface FlowRequest {
  name: string;
  /** The random value of this browser's connector cookie: a state only finishes in the browser that started it. */
  browserId: string;
  /** scheme://host of the request (when the site URL is not set). */
  origin: string;
}

/**
 * GET connector/login/:name: stores a single-use state (with the PKCE verifier, the OIDC nonce, the browser and, for
 * a "my logins" connect, the user a ticket names) and answers the provider's authorize URL.
 */
export async function startLogin(deps: ConnectorDeps, req: FlowRequest & { ticket?: string }): Promise<string> {
  const db = deps.state.db;
  try {
    const connector = await enabledConnector(db, req.name);
    if (!connector) throw new ConnectorFlowError('start', 'unknown or disabled connector');
    let userId: string | null = null;
    if (req.ticket) {
      const ticket = await takeConnectorState(db, hashToken(req.ticket), 'ticket');
      if (!ticket || ticket.provider !== req.name || !ticket.user_id) throw new ConnectorFlowError('start', 'bad ticket');
      userId = ticket.user_id;
    }
    const endpoints = await resolveEndpoints(connector);
    const state = random();
    const verifier = usesPkce(connector.kind) ? random() : '';
    const nonce = connector.kind === 'oidc' ? random() : '';
    await insertConnectorState(
      db,
      { state_hash: hashToken(state), kind: 'state', provider: req.name, user_id: userId, code_verifier: verifier, nonce, browser_hash: hashToken(req.browserId) },
      STATE_TTL_MINUTES,
    );
    return authorizeUrl(connector, endpoints, {
      redirectUri: await redirectUri(deps, req.origin, req.name),
      state,
      nonce,
      codeChallenge: verifier ? createHash('sha256').update(verifier).digest('base64url') : '',
    });
  } catch (err) {
    return failed(deps, req.name, err);
  }
}

/** GET connector/redirect/:name: the provider's callback. Answers where the browser goes next. */
export async function finishLogin(deps: ConnectorDeps, req: FlowRequest & { query: Record<string, unknown> }): Promise<string> {
  const db = deps.state.db;
  try {
    const raw = typeof req.query.state === 'string' ? req.query.state : '';
    // Taken (deleted) first: a denied consent or a failed exchange still uses the state up.
    const state = raw ? await takeConnectorState(db, hashToken(raw), 'state') : undefined;
    if (!state || state.provider !== req.name) throw new ConnectorFlowError('callback', 'unknown or expired state');
    if (state.browser_hash !== hashToken(req.browserId)) throw new ConnectorFlowError('callback', 'state from another browser');
    if (typeof req.query.error === 'string') throw new ConnectorFlowError('callback', req.query.error.slice(0, 64));
    const connector = await enabledConnector(db, req.name);
    if (!connector) throw new ConnectorFlowError('callback', 'connector disabled meanwhile');
    const endpoints = await resolveEndpoints(connector);
    const pu = await fetchProviderUser(connector, endpoints, {
      query: req.query,
      redirectUri: await redirectUri(deps, req.origin, req.name),
      codeVerifier: state.code_verifier,
      nonce: state.nonce,
    });
    if (!state.user_id) return await loginWithProvider(deps, req.name, pu);
    return await connectToUser(deps, state.user_id, req.name, pu.externalId, pu.email);
  } catch (err) {
    return failed(deps, req.name, err);
  }
}

/** "My logins" connect: binds the external account to the user who asked (already theirs: nothing to do). */
async function connectToUser(deps: ConnectorDeps, userId: string, provider: string, externalId: string, email: string): Promise<string> {
  const db = deps.state.db;
  const user = await findUserById(db, userId);
  if (!user || effectiveStatus(user) === 'deleted') throw new ConnectorFlowError('bind', 'user gone');
  const existing = await findExternalLogin(db, provider, externalId);
  if (existing?.user_id === user.id) return SETTINGS_ACCOUNT_PATH;
  if (existing) throw new ConnectorFlowError('bind', 'external account bound to another user');
  if (!(await insertExternalLogin(db, { user_id: user.id, provider, external_id: externalId, email: email.slice(0, 255) })))
    throw new ConnectorFlowError('bind', 'user already has an account of this provider');
  return SETTINGS_ACCOUNT_PATH;
}

function failed(deps: ConnectorDeps, name: string, err: unknown): string {
  if (err instanceof ConnectorFlowError) deps.log.warn({ connector: name.slice(0, 64), reason: err.message }, 'third-party login failed');
  else deps.log.error({ err, connector: name.slice(0, 64) }, 'third-party login failed');
  return AUTH_FAILED_PATH;
}
