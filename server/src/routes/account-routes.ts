import { endpoints } from '@site/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from '../http/envelope.js';
import { requireLogin } from '../plugins/auth.js';
import { AccountMailer } from '../services/account/account-mailer.js';
import { sendVerificationEmail, verifyEmail } from '../services/account/activation-service.js';
import type { AccountDeps, Caller } from '../services/account/deps.js';
import { changeEmail, requestEmailChange } from '../services/account/email-change-service.js';
import { modifyPassword, replacePassword, requestPasswordReset } from '../services/account/password-service.js';
import { registerByEmail } from '../services/account/register-service.js';
import type { SiteState } from '../state/site-state.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The account flows' link mails (tests drain its background sends). */
    accountMailer: AccountMailer;
  }
}

const caller = (req: FastifyRequest): Caller => ({ ip: req.ip, user: req.user, token: req.token });

/**
 * Sign-up, activation, password reset and change, email change (Answer's paths; rules in services/account).
 * Not encapsulated, so that `app.accountMailer` is visible on the app.
 */
export const accountRoutes = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  const mailer = new AccountMailer(app.mail, app.log);
  app.decorate('accountMailer', mailer);
  // Before onClose closes the database: a background send still reads the SMTP settings.
  app.addHook('preClose', () => mailer.drain());
  const deps: AccountDeps = { state: opts.state, captcha: app.captcha, limiter: app.rateLimit, mailer, log: app.log };
  const logged = { preHandler: requireLogin };

  app.post(endpoints.registerByEmail.path, async (req) => ok(req, await registerByEmail(deps, caller(req), req.body)));
  app.post(endpoints.verifyEmail.path, async (req) => ok(req, await verifyEmail(deps, req.body, req.query)));
  app.post(endpoints.sendVerificationEmail.path, logged, async (req) => ok(req, await sendVerificationEmail(deps, caller(req), req.body)));
  app.post(endpoints.requestPasswordReset.path, async (req) => ok(req, await requestPasswordReset(deps, caller(req), req.body)));
  app.post(endpoints.replacePassword.path, async (req) => ok(req, await replacePassword(deps, req.body)));
  app.put(endpoints.modifyPassword.path, logged, async (req) => ok(req, await modifyPassword(deps, caller(req), req.body)));
  app.post(endpoints.requestEmailChange.path, logged, async (req) => ok(req, await requestEmailChange(deps, caller(req), req.body)));
  app.put(endpoints.changeEmail.path, async (req) => ok(req, await changeEmail(deps, req.body)));
});
