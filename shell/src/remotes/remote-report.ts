// Tells the server what a visitor's page could not show (a version skew, a remote that did not load), so operators
// see it on the admin dashboard. Once per page load per report: a slot that fails again, or a page that retries in
// a loop, sends nothing more. Fire and forget: a report that cannot be sent changes nothing on the page.
import { endpoints, type FrontendReportBody } from '@site/shared/contract';
import { getApiBaseUrl } from '@site/shared/api';

const sent = new Set<string>();

const MESSAGE_MAX = 500;

export function reportRemoteOnce(report: FrontendReportBody): void {
  const key = JSON.stringify([report.kind, report.remote, report.module ?? '']);
  if (sent.has(key)) return;
  sent.add(key);
  const body: FrontendReportBody = { ...report, ...(report.message ? { message: report.message.slice(0, MESSAGE_MAX) } : {}) };
  try {
    void fetch(`${getApiBaseUrl()}${endpoints.reportFrontendRemote.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // Still sent when the visitor reloads at once (the skew message's button).
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // no fetch (an old browser, a test without one): nothing to report with
  }
}

/** Forgets what was sent (tests). */
export function resetRemoteReports(): void {
  sent.clear();
}
