import { actionRecordQuerySchema, endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { parseWith } from '../http/validate.js';
import { visitorKeys } from '../services/captcha/captcha-service.js';

export async function captchaRoutes(app: FastifyInstance) {
  app.get(endpoints.getActionRecord.path, async (req) => {
    const { action } = parseWith(actionRecordQuerySchema, req.query);
    return ok(req, await app.captcha.actionRecord(action, visitorKeys(req.ip, req.user?.e_mail)));
  });
}
