import type { Connector } from './presets.js';

/** Where a connector's three steps happen (from OIDC discovery or the config). */
export interface ProviderEndpoints {
  authorize: string;
  token: string;
  userinfo: string;
  /** OIDC: the discovered issuer (checked against the id_token's iss). */
  issuer?: string;
  /** OIDC: the provider accepts only HTTP Basic client authentication at the token endpoint. */
  basicAuth?: boolean;
}

export interface AuthorizeContext {
  redirectUri: string;
  state: string;
  /** OIDC only. */
  nonce: string;
  /** PKCE S256 challenge (sent where the protocol has PKCE). */
  codeChallenge: string;
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The generic kinds speak RFC 6749 + PKCE; WeChat, WeCom and DingTalk publish no PKCE support. */
export const usesPkce = (kind: Connector['kind']) => kind === 'oidc' || kind === 'oauth2';

/** The admin's URL keeps its own query (WeCom's agentid, a tenant parameter) and gets ours on top. */
function withParams(base: string, params: Record<string, string>): URL {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) if (v !== '') url.searchParams.set(k, v);
  return url;
}

export function authorizeUrl(c: Connector, ep: ProviderEndpoints, ctx: AuthorizeContext): string {
  switch (c.kind) {
    case 'wechat': {
      const url = withParams(ep.authorize, { appid: c.client_id, redirect_uri: ctx.redirectUri, response_type: 'code', scope: c.scope, state: ctx.state });
      url.hash = 'wechat_redirect';
      return url.toString();
    }
    case 'wecom':
      return withParams(ep.authorize, { login_type: 'CorpApp', appid: c.client_id, redirect_uri: ctx.redirectUri, state: ctx.state }).toString();
    case 'dingtalk':
      return withParams(ep.authorize, {
        redirect_uri: ctx.redirectUri,
        response_type: 'code',
        client_id: c.client_id,
        scope: c.scope,
        state: ctx.state,
        prompt: 'consent',
      }).toString();
    default:
      return withParams(ep.authorize, {
        response_type: 'code',
        client_id: c.client_id,
        redirect_uri: ctx.redirectUri,
        scope: c.scope,
        state: ctx.state,
        nonce: c.kind === 'oidc' ? ctx.nonce : '',
        code_challenge: ctx.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
  }
}

const form = (params: Record<string, string>) => new URLSearchParams(params).toString();
const JSON_ACCEPT = { accept: 'application/json' };

export function tokenRequest(c: Connector, ep: ProviderEndpoints, p: { code: string; redirectUri: string; codeVerifier: string }): HttpRequest {
  switch (c.kind) {
    case 'wechat':
      // Everything in the query of a GET, secret included: that is WeChat's published API.
      return { method: 'GET', headers: JSON_ACCEPT, url: withParams(ep.token, { appid: c.client_id, secret: c.client_secret, code: p.code, grant_type: 'authorization_code' }).toString() };
    case 'wecom':
      // WeCom's token is the app's (corpid + corpsecret); the user's code goes to the user-info call instead.
      return { method: 'GET', headers: JSON_ACCEPT, url: withParams(ep.token, { corpid: c.client_id, corpsecret: c.client_secret }).toString() };
    case 'dingtalk':
      return {
        method: 'POST',
        url: ep.token,
        headers: { ...JSON_ACCEPT, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: c.client_id, clientSecret: c.client_secret, code: p.code, grantType: 'authorization_code' }),
      };
    default: {
      const params: Record<string, string> = { grant_type: 'authorization_code', code: p.code, redirect_uri: p.redirectUri, code_verifier: p.codeVerifier };
      const headers: Record<string, string> = { ...JSON_ACCEPT, 'content-type': 'application/x-www-form-urlencoded' };
      if (ep.basicAuth) {
        // RFC 6749 2.3.1: each part form-encoded before base64.
        const id = encodeURIComponent(c.client_id);
        headers.authorization = `Basic ${Buffer.from(`${id}:${encodeURIComponent(c.client_secret)}`).toString('base64')}`;
        params.client_id = c.client_id;
      } else {
        Object.assign(params, { client_id: c.client_id, client_secret: c.client_secret });
      }
      return { method: 'POST', url: ep.token, headers, body: form(params) };
    }
  }
}

/** The access token in a token answer (DingTalk spells it accessToken). */
export function accessTokenOf(c: Connector, token: Record<string, unknown>): string | undefined {
  const v = c.kind === 'dingtalk' ? token.accessToken : token.access_token;
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function userinfoRequest(c: Connector, ep: ProviderEndpoints, p: { accessToken: string; code: string; token: Record<string, unknown> }): HttpRequest {
  switch (c.kind) {
    case 'wechat':
      return { method: 'GET', headers: JSON_ACCEPT, url: withParams(ep.userinfo, { access_token: p.accessToken, openid: String(p.token.openid ?? '') }).toString() };
    case 'wecom':
      return { method: 'GET', headers: JSON_ACCEPT, url: withParams(ep.userinfo, { access_token: p.accessToken, code: p.code }).toString() };
    case 'dingtalk':
      return { method: 'GET', url: ep.userinfo, headers: { ...JSON_ACCEPT, 'x-acs-dingtalk-access-token': p.accessToken } };
    default:
      return { method: 'GET', url: ep.userinfo, headers: { ...JSON_ACCEPT, authorization: `Bearer ${p.accessToken}` } };
  }
}

/** The code in the provider's callback (DingTalk's login v2 sends authCode). */
export function callbackCode(query: Record<string, unknown>): string | undefined {
  const v = query.code ?? query.authCode;
  return typeof v === 'string' && v !== '' ? v : undefined;
}
