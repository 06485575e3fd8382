import { TtlCache } from '../cache/ttl-cache.js';
import type { Connector } from './presets.js';
import { accessTokenOf, callbackCode, tokenRequest, userinfoRequest, type HttpRequest, type ProviderEndpoints } from './protocol.js';

/** A step of the provider round trip failed; `step` is logged (never the provider's answer, which may hold tokens). */
export class ConnectorFlowError extends Error {
  constructor(
    readonly step: string,
    detail = '',
  ) {
    super(`third-party login failed at ${step}${detail ? `: ${detail}` : ''}`);
    this.name = 'ConnectorFlowError';
  }
}

/** Who the provider says the user is. */
export interface ProviderUser {
  externalId: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

const TIMEOUT_MS = 10_000;
const MAX_BODY = 1_000_000;
const discoveryCache = new TtlCache<ProviderEndpoints>(5 * 60_000, 100);

type Json = Record<string, unknown>;

async function send(req: HttpRequest, step: string): Promise<Json> {
  let res: Response;
  try {
    res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new ConnectorFlowError(step, (err as Error).name);
  }
  const text = await res.text();
  if (text.length > MAX_BODY) throw new ConnectorFlowError(step, 'answer too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Some OAuth2 providers answer the token call form-encoded unless told otherwise.
    body = Object.fromEntries(new URLSearchParams(text));
  }
  if (!res.ok) throw new ConnectorFlowError(step, `HTTP ${res.status}`);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ConnectorFlowError(step, 'not an object');
  const json = body as Json;
  // WeChat and WeCom answer errors with HTTP 200 and a non-zero errcode.
  if (json.errcode !== undefined && Number(json.errcode) !== 0) throw new ConnectorFlowError(step, `errcode ${String(json.errcode)}`);
  if (typeof json.error === 'string') throw new ConnectorFlowError(step, json.error);
  return json;
}

/** OIDC: the endpoints from the issuer's discovery document (cached a few minutes); the others: the config. */
export async function resolveEndpoints(c: Connector): Promise<ProviderEndpoints> {
  if (c.kind !== 'oidc') return { authorize: c.authorize_url, token: c.token_url, userinfo: c.userinfo_url };
  const issuer = c.issuer.replace(/\/+$/, '');
  return discoveryCache.get(issuer, async () => {
    const doc = await send({ method: 'GET', url: `${issuer}/.well-known/openid-configuration`, headers: { accept: 'application/json' } }, 'discovery');
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    // OIDC Discovery 4.3: the document's issuer must be the one we asked.
    if (str(doc.issuer).replace(/\/+$/, '') !== issuer) throw new ConnectorFlowError('discovery', 'issuer mismatch');
    const methods = Array.isArray(doc.token_endpoint_auth_methods_supported) ? doc.token_endpoint_auth_methods_supported : null;
    const ep: ProviderEndpoints = {
      authorize: str(doc.authorization_endpoint),
      token: str(doc.token_endpoint),
      userinfo: str(doc.userinfo_endpoint) || c.userinfo_url,
      issuer: str(doc.issuer),
      basicAuth: methods !== null && !methods.includes('client_secret_post') && methods.includes('client_secret_basic'),
    };
    if (!ep.authorize || !ep.token || !ep.userinfo) throw new ConnectorFlowError('discovery', 'endpoint missing');
    return ep;
  });
}

/** Reads a dotted path ("data.user.id") from a JSON object. */
export function readPath(obj: unknown, path: string): unknown {
  if (!path) return undefined;
  let cur = obj;
  for (const part of path.split('.')) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Json)[part];
  }
  return cur;
}

/**
 * The id_token's claims, checked as OIDC Core 3.1.3.7 allows for a token received straight from the token endpoint
 * over TLS (no signature check): issuer, audience, expiry and our nonce.
 */
function idTokenClaims(c: Connector, ep: ProviderEndpoints, idToken: string, nonce: string): Json {
  let claims: Json;
  try {
    claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Json;
  } catch {
    throw new ConnectorFlowError('id_token', 'unreadable');
  }
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== ep.issuer) throw new ConnectorFlowError('id_token', 'iss');
  if (!aud.includes(c.client_id)) throw new ConnectorFlowError('id_token', 'aud');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now() - 60_000) throw new ConnectorFlowError('id_token', 'exp');
  if (claims.nonce !== nonce) throw new ConnectorFlowError('id_token', 'nonce');
  return claims;
}

const asText = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** Code -> token -> user info, then our view of the user. Throws ConnectorFlowError. */
export async function fetchProviderUser(
  c: Connector,
  ep: ProviderEndpoints,
  p: { query: Record<string, unknown>; redirectUri: string; codeVerifier: string; nonce: string },
): Promise<ProviderUser> {
  const code = callbackCode(p.query);
  if (!code) throw new ConnectorFlowError('callback', typeof p.query.error === 'string' ? p.query.error : 'no code');
  const token = await send(tokenRequest(c, ep, { code, redirectUri: p.redirectUri, codeVerifier: p.codeVerifier }), 'token');
  const accessToken = accessTokenOf(c, token);
  if (!accessToken) throw new ConnectorFlowError('token', 'no access token');
  const claims = c.kind === 'oidc' && typeof token.id_token === 'string' ? idTokenClaims(c, ep, token.id_token, p.nonce) : {};
  const info = await send(userinfoRequest(c, ep, { accessToken, code, token }), 'userinfo');
  // OIDC Core 5.3.2: the user info must be about the id_token's subject.
  if (claims.sub !== undefined && info.sub !== claims.sub) throw new ConnectorFlowError('userinfo', 'sub mismatch');
  // WeChat repeats openid/unionid in the token answer; the user info wins where both say something.
  const { access_token: _a, refresh_token: _r, id_token: _i, accessToken: _b, refreshToken: _c, ...tokenFacts } = token;
  const merged = { ...tokenFacts, ...claims, ...info };
  const externalId = asText(readPath(merged, c.user_id_field));
  if (!externalId || externalId.length > 255) throw new ConnectorFlowError('userinfo', 'no user id');
  const email = asText(readPath(merged, c.email_field)).toLowerCase();
  const verifiedFlag = readPath(merged, c.email_verified_field);
  return {
    externalId,
    email: email.length <= 255 ? email : '',
    emailVerified: email !== '' && (c.trust_email || verifiedFlag === true || verifiedFlag === 'true'),
    name: asText(readPath(merged, c.name_field)),
  };
}
