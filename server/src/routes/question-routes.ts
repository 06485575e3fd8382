import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { countView, flushViewCounts } from '../services/post-state/view-counter.js';
import { getQuestionInfo, listBookmarks, listQuestions } from '../services/question/question-service.js';
import type { SiteState } from '../state/site-state.js';

/** The post lists, one post, and the member's bookmarks (who sees which post: policies/post-policy.ts). */
export async function questionRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  // state.db is read per request: there is no database before install, and the install wizard opens a new one.
  const { state } = opts;
  // Rows every reader sees are kept under the write generation: a member's list or post skips the database for them.
  const shared = app.anonymousCache.remember;
  route(app, e.getQuestionPage, ({ user, query }) => listQuestions(state.db, user, query, shared));
  route(app, e.getQuestionInfo, ({ user, query, req }) =>
    // A view counts once per member, or per address for visitors.
    getQuestionInfo({ db: state.db, visitor: user ? `u${user.id}` : `ip${req.ip}`, shared }, user, query),
  );
  // A visitor served from the anonymous cache still counts as a view (the handler's rule: once per address).
  app.anonymousCache.onHit(e.getQuestionInfo, (req) => {
    const id = (req.query as { id?: string }).id;
    if (id && /^\d{1,19}$/.test(id)) countView(state.db, BigInt(id).toString(), `ip${req.ip}`);
  });
  route(app, e.getPersonalCollectionPage, ({ user, query }) => listBookmarks(state.db, user, query));
  // Views gathered in memory reach the database before it closes (this plugin's hook runs before the db's).
  app.addHook('onClose', async () => {
    if (state.handle) await flushViewCounts(state.db).catch(() => undefined);
  });
}
