import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { visitorKeys } from '../services/captcha/captcha-service.js';

export async function captchaRoutes(app: FastifyInstance) {
  route(app, e.getActionRecord, ({ req, user, query }) => app.captcha.actionRecord(query.action, visitorKeys(req.ip, user?.e_mail)));
}
