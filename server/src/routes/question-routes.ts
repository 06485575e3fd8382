import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { flushViewCounts } from '../services/post-state/view-counter.js';
import { requireLogin } from '../plugins/auth.js';
import { getQuestionInfo, listBookmarks, listQuestions } from '../services/question-service.js';
import type { SiteState } from '../state/site-state.js';

export async function questionRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  app.get(endpoints.getQuestionPage.path, async (req) => ok(req, await listQuestions(state.db, req.user, req.query)));
  app.get(endpoints.getQuestionInfo.path, async (req) =>
    ok(req, await getQuestionInfo(state.db, req.user, req.query, req.user ? `u${req.user.id}` : `ip${req.ip}`)),
  );
  app.get(endpoints.getPersonalCollectionPage.path, { preHandler: requireLogin }, async (req) => ok(req, await listBookmarks(state.db, req.user!, req.query)));
  // Views gathered in memory reach the database before it closes (this plugin's hook runs before the db's).
  app.addHook('onClose', async () => {
    if (state.handle) await flushViewCounts(state.db).catch(() => undefined);
  });
}
