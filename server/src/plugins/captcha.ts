import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StoreAttemptCounter } from '../services/captcha/attempts.js';
import { CaptchaService } from '../services/captcha/captcha-service.js';
import type { SiteState } from '../state/site-state.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Captcha checks and the provider registry (a captcha plugin registers its provider here). */
    captcha: CaptchaService;
  }
}

/** Needs the rate-limit plugin first: failed-attempt counts live in the same (possibly shared) counter store. */
export const captchaPlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  app.decorate('captcha', new CaptchaService(opts.state, new StoreAttemptCounter(app.counters), app.log));
});
