import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../http/route.js';
import { confirmAccountDeletion, deleteAccount, exportAccountData, mailAccountDeletion } from '../services/account/account-data-service.js';
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

const caller = (req: FastifyRequest): Caller => ({ ip: req.ip, user: req.user, token: req.token, browser: req.headers['accept-language'] });

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

  route(app, e.registerByEmail, ({ req, body }) => registerByEmail(deps, caller(req), body));
  // Answer's client may send the link's code in the query string with an empty body.
  route(app, e.verifyEmail, ({ body }) => verifyEmail(deps, body), { bodyFromQuery: ['code'] });
  route(app, e.sendVerificationEmail, ({ req, body }) => sendVerificationEmail(deps, caller(req), body));
  route(app, e.requestPasswordReset, ({ req, body }) => requestPasswordReset(deps, caller(req), body));
  route(app, e.replacePassword, ({ body }) => replacePassword(deps, body));
  route(app, e.modifyPassword, ({ req, body }) => modifyPassword(deps, caller(req), body));
  route(app, e.requestEmailChange, ({ req, body }) => requestEmailChange(deps, caller(req), body));
  route(app, e.changeEmail, ({ body }) => changeEmail(deps, body));
  route(app, e.exportAccountData, ({ user }) => exportAccountData(deps, user));
  route(app, e.deleteAccount, ({ user, body }) => deleteAccount(deps, user, body));
  route(app, e.mailAccountDeletion, ({ user, body, req }) => mailAccountDeletion(deps, user, body, req.headers['accept-language']));
  route(app, e.confirmAccountDeletion, ({ body }) => confirmAccountDeletion(deps, body));
});
