import { createHash, generateKeyPairSync, randomBytes, sign, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** The user the provider signs in (it auto-approves: there is no login form). */
export interface IdpUser {
  sub: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
}

/**
 * How the provider talks. 'standard': OIDC discovery + OAuth2 with PKCE. 'wechat' and 'dingtalk' imitate those
 * platforms' published parameter names (appid/secret in a GET token call; JSON token call and authCode callback).
 */
export type IdpDialect = 'standard' | 'wechat' | 'dingtalk';

/** Switches a test flips to provoke each branch of the client. */
export interface IdpBehaviour {
  /** The user refuses consent: the callback carries error=access_denied. */
  deny: boolean;
  /** The user info carries no email. */
  noEmail: boolean;
  /** The id_token carries another nonce than the one asked for. */
  wrongNonce: boolean;
  /** The token endpoint answers 400 invalid_grant. */
  tokenError: boolean;
}

export interface OAuthIdp {
  /** The issuer (http://127.0.0.1:<port>). */
  url: string;
  clientId: string;
  clientSecret: string;
  user: IdpUser;
  behaviour: IdpBehaviour;
  /** Every request the provider received (path, query and form/JSON body), for assertions on what the client sent. */
  requests: Array<{ method: string; path: string; query: Record<string, string>; body: Record<string, string> }>;
  close(): Promise<void>;
}

interface Grant {
  redirectUri: string;
  challenge: string;
  nonce: string;
  user: IdpUser;
}

const random = () => randomBytes(24).toString('base64url');
const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('json')) return JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(text));
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** A small OIDC / OAuth2 provider on a loopback port, for tests that drive the whole redirect chain over HTTP. */
export async function startOAuthIdp(opts: { dialect?: IdpDialect; user?: IdpUser; clientId?: string; clientSecret?: string } = {}): Promise<OAuthIdp> {
  const dialect = opts.dialect ?? 'standard';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, IdpUser>();
  const idp: OAuthIdp = {
    url: '',
    clientId: opts.clientId ?? 'test-client',
    clientSecret: opts.clientSecret ?? 'test-client-secret',
    user: opts.user ?? { sub: 'idp-user-1', name: 'Ada Lovelace', email: 'ada@idp.example', email_verified: true },
    behaviour: { deny: false, noEmail: false, wrongNonce: false, tokenError: false },
    requests: [],
    close: async () => {},
  };

  const idToken = (user: IdpUser, nonce: string) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: idp.url, aud: idp.clientId, sub: user.sub, iat: now, exp: now + 300, nonce: idp.behaviour.wrongNonce ? 'not-yours' : nonce };
    const input = `${b64url({ alg: 'RS256', typ: 'JWT', kid: 'k1' })}.${b64url(claims)}`;
    return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
  };

  const userInfo = (user: IdpUser) => {
    const base = idp.behaviour.noEmail ? { sub: user.sub, name: user.name } : { ...user };
    if (dialect === 'wechat') return { openid: user.sub, unionid: `u-${user.sub}`, nickname: user.name ?? '' };
    if (dialect === 'dingtalk') return { unionId: user.sub, openId: `o-${user.sub}`, nick: user.name ?? '', ...(idp.behaviour.noEmail ? {} : { email: user.email }) };
    return base;
  };

  const authorize = (query: Record<string, string>, res: ServerResponse) => {
    const clientId = dialect === 'wechat' ? query.appid : query.client_id;
    if (clientId !== idp.clientId || !query.redirect_uri) return send(res, 400, { error: 'invalid_client' });
    const back = new URL(query.redirect_uri);
    if (query.state) back.searchParams.set('state', query.state);
    if (idp.behaviour.deny) back.searchParams.set('error', 'access_denied');
    else {
      const code = random();
      grants.set(code, { redirectUri: query.redirect_uri, challenge: query.code_challenge ?? '', nonce: query.nonce ?? '', user: { ...idp.user } });
      back.searchParams.set(dialect === 'dingtalk' ? 'authCode' : 'code', code);
    }
    res.writeHead(302, { location: back.toString() }).end();
  };

  const token = (req: IncomingMessage, query: Record<string, string>, body: Record<string, string>, res: ServerResponse) => {
    let [id, secret, code] = [body.client_id ?? '', body.client_secret ?? '', body.code ?? ''];
    if (dialect === 'wechat') [id, secret, code] = [query.appid ?? '', query.secret ?? '', query.code ?? ''];
    if (dialect === 'dingtalk') [id, secret, code] = [body.clientId ?? '', body.clientSecret ?? '', body.code ?? ''];
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (basic) [id, secret] = Buffer.from(basic[1]!, 'base64').toString().split(':').map(decodeURIComponent) as [string, string];
    if (id !== idp.clientId || !same(secret, idp.clientSecret)) return send(res, 401, { error: 'invalid_client' });
    const grant = grants.get(code);
    grants.delete(code);
    if (!grant || idp.behaviour.tokenError) return send(res, 400, { error: 'invalid_grant' });
    if (dialect === 'standard') {
      if (body.redirect_uri !== grant.redirectUri) return send(res, 400, { error: 'invalid_grant', error_description: 'redirect_uri' });
      const verifier = body.code_verifier ?? '';
      if (grant.challenge && createHash('sha256').update(verifier).digest('base64url') !== grant.challenge)
        return send(res, 400, { error: 'invalid_grant', error_description: 'pkce' });
    }
    const access = random();
    tokens.set(access, grant.user);
    if (dialect === 'wechat') return send(res, 200, { access_token: access, expires_in: 7200, openid: grant.user.sub, scope: 'snsapi_login' });
    if (dialect === 'dingtalk') return send(res, 200, { accessToken: access, expireIn: 7200, refreshToken: random() });
    return send(res, 200, { access_token: access, token_type: 'Bearer', expires_in: 300, id_token: idToken(grant.user, grant.nonce) });
  };

  const userinfo = (req: IncomingMessage, query: Record<string, string>, res: ServerResponse) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const access = dialect === 'wechat' ? query.access_token : dialect === 'dingtalk' ? req.headers['x-acs-dingtalk-access-token'] : bearer;
    const user = typeof access === 'string' ? tokens.get(access) : undefined;
    if (!user) return send(res, 401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
    if (dialect === 'wechat' && query.openid !== user.sub) return send(res, 200, { errcode: 40003, errmsg: 'invalid openid' });
    return send(res, 200, userInfo(user));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', idp.url);
      const query = Object.fromEntries(url.searchParams);
      const body = req.method === 'POST' ? await readBody(req) : {};
      idp.requests.push({ method: req.method ?? 'GET', path: url.pathname, query, body });
      if (url.pathname === '/.well-known/openid-configuration')
        return send(res, 200, {
          issuer: idp.url,
          authorization_endpoint: `${idp.url}/authorize`,
          token_endpoint: `${idp.url}/token`,
          userinfo_endpoint: `${idp.url}/userinfo`,
          jwks_uri: `${idp.url}/jwks`,
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        });
      if (url.pathname === '/jwks') return send(res, 200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }] });
      if (url.pathname === '/authorize') return authorize(query, res);
      if (url.pathname === '/token') return token(req, query, body, res);
      if (url.pathname === '/userinfo') return userinfo(req, query, res);
      send(res, 404, { error: 'not_found' });
    })().catch(() => send(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  idp.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  idp.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections(); // keep-alive sockets from fetch would hold close() open
    });
  return idp;
}
