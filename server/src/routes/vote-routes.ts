import type { FastifyInstance } from 'fastify';
import type { SiteState } from '../state/site-state.js';

// Issue 4: filled by the work on this domain.
export async function voteRoutes(_app: FastifyInstance, _opts: { state: SiteState }) {}
