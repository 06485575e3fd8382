import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteState } from '../state/site-state.js';
import { MailService } from '../services/mail/mail-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail through the admin's SMTP settings (or logged links when none). */
    mail: MailService;
  }
}

export const mailPlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  const mail = new MailService(() => opts.state.db, app.log);
  app.decorate('mail', mail);
  app.addHook('onClose', async () => mail.invalidate());
});
