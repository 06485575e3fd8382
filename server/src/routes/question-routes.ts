import { endpoints as e, questionPageQuerySchema } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { countView, flushViewCounts } from '../services/post-state/view-counter.js';
import { MemoCache } from '../services/cache/memo-cache.js';
import { getQuestionInfo, listBookmarks, listQuestions, listSeenAsVisitor, type SharedReads } from '../services/question/question-service.js';
import type { SiteState } from '../state/site-state.js';

/** Members' marks kept at most (the oldest go first), and how long when nothing is written through the API. */
const MARKS_KEPT = 10_000;
const MARKS_MAX_AGE_MS = 10_000;

/** The post lists, one post, and the member's bookmarks (who sees which post: policies/post-policy.ts). */
export async function questionRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  // state.db is read per request: there is no database before install, and the install wizard opens a new one.
  const { state } = opts;
  // Rows every reader sees are kept under the write generation: a member's list or post skips the database for them.
  const shared = app.anonymousCache.remember;
  // What each member did to a post (and which paid posts they bought), kept per member under the same generation:
  // their own vote, bookmark, answer or purchase is an API write, which moves it on, so it shows at once; re-reading
  // a post or a list then needs no query at all.
  const marks = new MemoCache(MARKS_KEPT);
  const ownReads: SharedReads = async (key, compute) => {
    const generation = await app.anonymousCache.generation();
    return generation === null ? compute() : marks.remember(key, generation, MARKS_MAX_AGE_MS, compute);
  };
  route(app, e.getQuestionPage, ({ user, query }) => listQuestions(state.db, user, query, shared, ownReads));
  // A member who unlocked nothing on a page gets the visitors' answer, from the cache (a query it cannot parse is
  // left to the route, which answers the field errors).
  app.anonymousCache.shareWithMembers(e.getQuestionPage, async (req) => {
    const query = questionPageQuerySchema.safeParse(req.query);
    return query.success && listSeenAsVisitor(state.db, req.user!, query.data, shared, ownReads);
  });
  route(app, e.getQuestionInfo, ({ user, query, req }) =>
    // A view counts once per member, or per address for visitors.
    getQuestionInfo({ db: state.db, visitor: user ? `u${user.id}` : `ip${req.ip}`, viewLog: app.log, shared, ownReads }, user, query),
  );
  // A visitor served from the anonymous cache still counts as a view (the handler's rule: once per address).
  app.anonymousCache.onHit(e.getQuestionInfo, (req) => {
    const id = (req.query as { id?: string }).id;
    if (id && /^\d{1,19}$/.test(id)) countView(state.db, BigInt(id).toString(), `ip${req.ip}`, { log: app.log });
  });
  route(app, e.getPersonalCollectionPage, ({ user, query }) => listBookmarks(state.db, user, query));
  // Views gathered in memory reach the database before it closes (this plugin's hook runs before the db's).
  app.addHook('onClose', async () => {
    if (state.handle) await flushViewCounts(state.db, { log: app.log }).catch((err) => app.log.error({ err }, 'view counts gathered before the shutdown are lost'));
  });
}
