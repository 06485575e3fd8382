import { endpoints } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireAdmin } from '../plugins/auth.js';
import { getSmtpConfig, updateSmtpConfig } from '../services/smtp-service.js';
import type { SiteState } from '../state/site-state.js';

/** Admin: SMTP settings (Answer's `admin/api/setting/smtp`). */
export async function adminSmtpRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  app.get(endpoints.getSmtpConfig.path, { preHandler: requireAdmin }, async (req) => ok(req, await getSmtpConfig(state.db)));
  app.put(endpoints.updateSmtpConfig.path, { preHandler: requireAdmin }, async (req) => {
    const { tested } = await updateSmtpConfig(state.db, app.mail, req.body);
    const body = ok(req, null);
    // Still base.success; msg tells the admin the test mail went out.
    if (tested) body.msg = translate('mail.test.sent', req.lang);
    return body;
  });
}
