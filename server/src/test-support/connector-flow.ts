import type { ConnectorConfig } from '@site/shared/contract';
import { writeSettings } from '../repositories/settings-repo.js';
import type { OAuthIdp } from './oauth-idp.js';
import type { TestApp } from './test-app.js';

/** Starts the app on a loopback port (the provider redirects a real browser to it) and makes that the site URL. */
export async function listenForConnectors(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  await writeSettings(t.app.site.db, { general: { name: 'Test site', site_url: base } });
  return base;
}

/** A connector config pointing at the test provider (OIDC by default). */
export const idpConnector = (idp: OAuthIdp, over: Partial<ConnectorConfig> = {}): ConnectorConfig => ({
  name: 'testidp',
  display_name: 'Test IdP',
  kind: 'oidc',
  enabled: true,
  icon_svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>').toString('base64'),
  client_id: idp.clientId,
  client_secret: idp.clientSecret,
  issuer: idp.url,
  ...over,
});

export async function saveConnectors(t: TestApp, admin: string, list: ConnectorConfig[]): Promise<void> {
  const res = await t.inject({ method: 'PUT', url: '/answer/admin/api/connectors', headers: { authorization: admin }, payload: list });
  if (res.statusCode !== 200) throw new Error(`saving connectors failed: ${res.body}`);
}

/** One step of a browser's redirect chain. */
export interface Hop {
  url: string;
  status: number;
  location: string;
}

/**
 * A browser without JavaScript: keeps the cookies the site sets and follows Location headers by hand, across the
 * site and the provider, until it lands on a front-end page of the site (or a non-redirect answer).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly hops: Hop[] = [];

  constructor(private readonly siteBase: string) {}

  async get(url: string): Promise<Hop> {
    const absolute = new URL(url, this.siteBase).toString();
    const onSite = absolute.startsWith(this.siteBase);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(absolute, { redirect: 'manual', headers: onSite && cookie ? { cookie } : {} });
    if (onSite) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [k, ...v] = pair!.split('=');
        this.cookies.set(k!.trim(), v.join('='));
      }
    }
    await res.arrayBuffer();
    const hop = { url: absolute, status: res.status, location: res.headers.get('location') ?? '' };
    this.hops.push(hop);
    return hop;
  }

  /** Follows redirects from `url`; answers the front-end path (with its query) where the chain ends. */
  async follow(url: string, max = 10): Promise<string> {
    let next = url;
    for (let i = 0; i < max; i++) {
      const hop = await this.get(next);
      if (hop.status < 300 || hop.status >= 400) throw new Error(`chain ended on HTTP ${hop.status} at ${hop.url}`);
      const target = new URL(hop.location, hop.url);
      if (target.toString().startsWith(this.siteBase) && !target.pathname.startsWith('/answer/')) return `${target.pathname}${target.search}`;
      next = target.toString();
    }
    throw new Error('too many redirects');
  }
}
