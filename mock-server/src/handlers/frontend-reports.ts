import { endpoints, reportedFields, type FrontendReport, type FrontendReportBody } from '@site/shared/contract';
import { FIXTURE_NOW } from '../factories.js';
import { handle } from '../handle.js';
import { registerMockReset } from '../state.js';

/** What the page reported (a version skew, a remote that did not load), newest last: tests read it. */
export const mockFrontendReports: FrontendReportBody[] = [];
registerMockReset(() => mockFrontendReports.splice(0));

const stored = (r: FrontendReportBody): FrontendReport => ({
  ...reportedFields(r),
  count: 1,
  first_at: FIXTURE_NOW,
  last_at: FIXTURE_NOW,
});

export const frontendReportHandlers = [
  handle(endpoints.reportFrontendRemote, ({ body }) => {
    mockFrontendReports.push(body);
    return null;
  }),
  handle(endpoints.getFrontendRemoteReports, ({ query }) => {
    const list = mockFrontendReports
      .filter((r) => (!query.remote || r.remote === query.remote) && (!query.kind || r.kind === query.kind))
      .map(stored)
      .reverse();
    return { count: list.length, list };
  }),
];
