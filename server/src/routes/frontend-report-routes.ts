import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { listFrontendReportsForAdmin, recordFrontendReport } from '../services/frontend/remote-reports-service.js';
import type { SiteState } from '../state/site-state.js';

/** Browsers' reports about the page's parts (version skew, load failures), and the admin's list of them. */
export async function frontendReportRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.reportFrontendRemote, async ({ body, req }) => {
    await recordFrontendReport({ db: state.db, limiter: app.rateLimit, log: req.log }, req.ip, body);
    return null;
  });
  route(app, e.getFrontendRemoteReports, ({ query }) => listFrontendReportsForAdmin(state.db, query));
}
