import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { auditRevision, listUnreviewedRevisions } from '../services/revision/suggested-edit-service.js';
import { getObjectTimeline, getObjectTimelineDetail } from '../services/revision/timeline-service.js';
import type { SiteState } from '../state/site-state.js';

/** Timelines (members) and the suggested-edit review (staff). */
export async function timelineRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getObjectTimeline, ({ user, query }) => getObjectTimeline(state.db, user, query));
  route(app, e.getObjectTimelineDetail, ({ user, query }) => getObjectTimelineDetail(state.db, user, query));
  route(app, e.getUnreviewedRevisions, ({ query }) => listUnreviewedRevisions(state.db, query));
  route(app, e.auditRevision, ({ user, body, req }) => auditRevision({ db: state.db, lang: req.lang }, user, body));
}
