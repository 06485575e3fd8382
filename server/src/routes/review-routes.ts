import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { flaggedPostPage, reviewReport } from '../services/review/flag-queue-service.js';
import { pendingPostPage, updatePendingPost } from '../services/review/pending-queue-service.js';
import { reasonsFor } from '../services/review/reasons.js';
import { addReport } from '../services/review/report-service.js';
import { readReviewSettings, saveReviewSettings } from '../services/publishing/review-settings.js';
import { reviewingTypes } from '../services/review/reviewing-type-service.js';
import type { SiteState } from '../state/site-state.js';

/** Flags (reasons, report) and the review queue (flagged, queued, tab counts), plus the admin's queue rules. */
export async function reviewRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getReasons, ({ query, req }) => reasonsFor(query.object_type, query.action, req.lang));
  route(app, e.getAdminReasons, ({ query, req }) => reasonsFor(query.object_type, query.action, req.lang));
  route(app, e.addReport, ({ user, body, req }) => addReport({ db: state.db, captcha: app.captcha }, user, req.ip, body));
  route(app, e.getUnreviewedReportPost, ({ query, req }) => flaggedPostPage(state.db, query, req.lang));
  route(app, e.reviewReport, ({ user, body, req }) => reviewReport({ db: state.db, lang: req.lang }, user, body));
  route(app, e.getPendingPostPage, ({ query, req }) => pendingPostPage(state.db, query, req.lang));
  route(app, e.updatePendingPost, ({ user, body }) => updatePendingPost(state.db, user, body));
  route(app, e.getReviewingType, ({ req }) => reviewingTypes(state.db, req.lang));
  route(app, e.getReviewSettings, () => readReviewSettings(state.db));
  route(app, e.updateReviewSettings, ({ body }) => saveReviewSettings(state.db, body));
}
