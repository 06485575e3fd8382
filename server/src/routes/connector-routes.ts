import { randomBytes } from 'node:crypto';
import { API_PREFIX, endpoints as e } from '@site/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../http/route.js';
import { issueEmailCode } from '../services/account/email-codes.js';
import { emailKey } from '../services/rate-limit/rate-limiter.js';
import { bindByEmail, confirmBinding, connectorUserInfo, startBinding, unbind, type BindingEmailHooks } from '../services/connector/binding-service.js';
import { enabledConnectors, presentConnectorInfo } from '../services/connector/connector-config.js';
import type { ConnectorDeps } from '../services/connector/connector-deps.js';
import { finishLogin, startLogin } from '../services/connector/login-flow.js';
import { pluginConnectorInfo } from '../services/plugins/plugin-connectors.js';
import type { SiteState } from '../state/site-state.js';

const COOKIE = 'answer_connector';
const COOKIE_PATH = `${API_PREFIX}/connector/`;
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

function readCookie(req: FastifyRequest, name: string): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return '';
}

/**
 * This browser's connector id, set when a login starts and checked when the provider sends the browser back: a
 * callback URL (code + state) forwarded to someone else does not log them into the sender's account.
 * SameSite=Lax: the cookie still rides on the provider's top-level redirect back to us.
 */
function browserId(req: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookie(req, COOKIE);
  const id = BROWSER_ID.test(existing) ? existing : randomBytes(32).toString('base64url');
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${COOKIE}=${id}; Path=${COOKIE_PATH}; Max-Age=600; HttpOnly; SameSite=Lax${secure}`);
  return id;
}

/** A redirect that must not be cached, nor leak its URL (it may carry a token) as a referrer. */
const redirect = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);

const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * Third-party login: the public list, the browser flow (two redirects), email binding, "my logins". The redirects
 * (login start, provider callback, mailed binding link) are plain routes: they answer a 302 and set a cookie, not an
 * envelope, and are not contract endpoints; anyone may open them (what they do is decided by the single-use values
 * they carry).
 */
export async function connectorRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const deps: ConnectorDeps = { state: opts.state, mail: app.mail, log: app.log };
  const hooks: BindingEmailHooks = {
    async sendActivation(user) {
      const code = await issueEmailCode(opts.state.db, user.id, 'activation', { e_mail: user.e_mail });
      app.accountMailer.sendInBackground('activation', { email: user.e_mail, member: user.language }, code);
    },
    limitMailTo: (email) => app.rateLimit.hit(['mail_to', emailKey(email)]),
  };
  type NameParams = { Params: { name: string } };

  // The admin's connectors, then the buttons of connector plugins that are switched on.
  route(app, e.getConnectorInfo, async ({ req }) => [
    ...presentConnectorInfo(await enabledConnectors(opts.state.db)),
    ...(await pluginConnectorInfo(app.pluginRegistry, req.lang)),
  ]);

  app.get<NameParams>(`${API_PREFIX}/connector/login/:name`, async (req, reply) => {
    const ticket = str((req.query as Record<string, unknown>).ticket);
    const location = await startLogin(deps, { name: req.params.name, ticket, browserId: browserId(req, reply), origin: origin(req) });
    return redirect(reply, location);
  });

  // The provider's callback and the mailed binding link may create or activate an account: writes, though GETs.
  app.get<NameParams>(`${API_PREFIX}/connector/redirect/:name`, { config: { writes: true } }, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const location = await finishLogin(deps, { name: req.params.name, query, browserId: readCookie(req, COOKIE), origin: origin(req) });
    return redirect(reply, location);
  });

  app.get(`${API_PREFIX}/connector/binding/confirm`, { config: { writes: true } }, async (req, reply) =>
    redirect(reply, await confirmBinding(deps, (req.query as Record<string, unknown>).code)),
  );

  route(app, e.startConnectorBinding, ({ user, body }) => startBinding(deps, user, body));
  route(app, e.bindConnectorEmail, ({ body }) => bindByEmail(deps, hooks, body));
  route(app, e.getConnectorUserInfo, ({ user }) => connectorUserInfo(deps, user));
  route(app, e.unbindConnector, ({ user, body }) => unbind(deps, user, body));
}
