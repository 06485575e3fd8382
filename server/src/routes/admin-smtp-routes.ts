import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { getSmtpConfig, updateSmtpConfig } from '../services/mail/smtp-service.js';
import type { SiteState } from '../state/site-state.js';

/** Admin: SMTP settings (Answer's `admin/api/setting/smtp`). */
export async function adminSmtpRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getSmtpConfig, () => getSmtpConfig(state.db));
  route(app, e.updateSmtpConfig, async ({ body, say, user, req }) => {
    // The test mail is written in the language the admin reads the site in.
    const { tested } = await updateSmtpConfig(state.db, app.mail, body, { member: user.language, browser: req.headers['accept-language'] });
    // Still base.success; msg tells the admin the test mail went out.
    if (tested) say('mail.test.sent');
    return null;
  });
}
