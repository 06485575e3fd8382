import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireActivated } from '../plugins/auth.js';
import { addComment, getComment, listComments, removeComment, updateComment } from '../services/comment/comment-service.js';
import type { SiteState } from '../state/site-state.js';

/** Comments: reading is open (optional auth); writing needs an activated account. */
export async function commentRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  const activated = { preHandler: requireActivated };
  app.get(endpoints.getCommentPage.path, async (req) => ok(req, await listComments(state.db, req.user, req.query)));
  app.get(endpoints.getComment.path, async (req) => ok(req, await getComment(state.db, req.user, req.query)));
  app.post(endpoints.addComment.path, activated, async (req) => ok(req, await addComment(state.db, req.user!, req.body)));
  app.put(endpoints.updateComment.path, activated, async (req) => ok(req, await updateComment(state.db, req.user!, req.body)));
  app.delete(endpoints.removeComment.path, activated, async (req) => ok(req, await removeComment(state.db, req.user!, req.body)));
}
