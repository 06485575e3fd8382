import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { addComment, getComment, listComments, removeComment, updateComment } from '../services/comment/comment-service.js';
import type { SiteState } from '../state/site-state.js';

/** Comments (access groups: the contract; who may change which comment: policies/comment-policy.ts). */
export async function commentRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  // state.db is read per request: there is no database before install, and the install wizard opens a new one.
  const { state } = opts;
  route(app, e.getCommentPage, ({ user, query }) => listComments(state.db, user, query));
  route(app, e.getComment, ({ user, query }) => getComment(state.db, user, query));
  route(app, e.addComment, ({ user, body }) => addComment(state.db, user, body));
  route(app, e.updateComment, ({ user, body }) => updateComment(state.db, user, body));
  route(app, e.removeComment, ({ user, body }) => removeComment(state.db, user, body));
}
