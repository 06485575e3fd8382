import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireActivated } from '../plugins/auth.js';
import { getReactions, updateReaction } from '../services/vote/reaction-service.js';
import { vote } from '../services/vote/vote-service.js';
import type { SiteState } from '../state/site-state.js';

/** Votes (activated) and reactions (reading open, reacting activated). */
export async function voteRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  const activated = { preHandler: requireActivated };
  app.post(endpoints.voteUp.path, activated, async (req) => ok(req, await vote(state.db, req.user!, 'up', req.body)));
  app.post(endpoints.voteDown.path, activated, async (req) => ok(req, await vote(state.db, req.user!, 'down', req.body)));
  app.get(endpoints.getReaction.path, async (req) => ok(req, await getReactions(state.db, req.user, req.query)));
  app.put(endpoints.updateReaction.path, activated, async (req) => ok(req, await updateReaction(state.db, req.user!, req.body)));
}
