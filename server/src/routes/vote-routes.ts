import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { getReactions, updateReaction } from '../services/vote/reaction-service.js';
import { vote } from '../services/vote/vote-service.js';
import type { SiteState } from '../state/site-state.js';

/** Votes and reactions (access groups: the contract; who may vote on what: policies/vote-policy.ts). */
export async function voteRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  // state.db is read per request: there is no database before install, and the install wizard opens a new one.
  const { state } = opts;
  route(app, e.voteUp, ({ user, body }) => vote(state.db, user, 'up', body));
  route(app, e.voteDown, ({ user, body }) => vote(state.db, user, 'down', body));
  route(app, e.getReaction, ({ user, query }) => getReactions(state.db, user, query));
  route(app, e.updateReaction, ({ user, body }) => updateReaction(state.db, user, body));
}
