// Browsers' reports about the page's parts: a remote that needs a newer shared singleton than the page loaded, or a
// remote that could not be loaded. Anyone may send one, so each is only text to log and show: the fields are bounded
// by the contract, identical reports count up one row, only the newest rows of each remote/kind/version/module are
// kept (and of the whole table), and each address may send only so many (rate rule frontend_report_ip).
import { createHash } from 'node:crypto';
import type { FrontendReport, FrontendReportBody, FrontendReportKind, FrontendReports } from '@site/shared/contract';
import { FRONTEND_REPORTS_PAGE, reportedFields } from '@site/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  listFrontendReports,
  pruneFrontendReportGroup,
  pruneFrontendReports,
  upsertFrontendReport,
  type FrontendReportFields,
  type FrontendReportRow,
} from '../../repositories/frontend-reports-repo.js';
import { ipKey, type RateLimiter } from '../rate-limit/rate-limiter.js';

/** Distinct reports kept per remote, kind, version and module (repeats only count up). */
export const REPORTS_PER_GROUP = 20;
/** Distinct reports kept in all. */
export const REPORTS_KEPT = 1000;
/** How far back the dashboard looks, and how many it shows. */
export const DASHBOARD_REPORT_DAYS = 7;
export const DASHBOARD_REPORTS = 10;

export interface ReportDeps {
  db: Kysely<Database>;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

const fieldsOf = (body: FrontendReportBody): FrontendReportFields => reportedFields(body);

// JSON of the fields in a fixed order: no separator inside a field can make two different reports look the same.
const fingerprintOf = (f: FrontendReportFields) =>
  createHash('sha256').update(JSON.stringify([f.kind, f.remote, f.version, f.module, f.required, f.loaded, f.message])).digest('hex');

export async function recordFrontendReport(deps: ReportDeps, ip: string, body: FrontendReportBody): Promise<void> {
  await deps.limiter.hit(['frontend_report_ip', ipKey(ip)]);
  const fields = fieldsOf(body);
  // An operator grepping the log sees every report (the stored rows are deduplicated); pino quotes each field.
  deps.log.warn({ frontendReport: fields, ip }, `front-end ${fields.kind} report for remote ${fields.remote}`);
  await upsertFrontendReport(deps.db, fingerprintOf(fields), fields);
  await pruneFrontendReportGroup(deps.db, fields, REPORTS_PER_GROUP);
  await pruneFrontendReports(deps.db, REPORTS_KEPT);
}

const present = (r: FrontendReportRow): FrontendReport => ({
  kind: r.kind,
  remote: r.remote,
  version: r.version,
  module: r.module,
  required: r.required,
  loaded: r.loaded,
  message: r.message,
  count: r.count,
  first_at: Math.floor(new Date(r.first_at).getTime() / 1000),
  last_at: Math.floor(new Date(r.last_at).getTime() / 1000),
});

/** The admin's list: the newest reports first, optionally of one remote or kind. */
export async function listFrontendReportsForAdmin(
  db: Kysely<Database>,
  query: { remote?: string; kind?: FrontendReportKind },
): Promise<FrontendReports> {
  const rows = await listFrontendReports(db, { remote: query.remote, kind: query.kind, limit: FRONTEND_REPORTS_PAGE });
  return { count: rows.length, list: rows.map(present) };
}

/** What the dashboard's health list shows: the reports of the last DASHBOARD_REPORT_DAYS, newest first. */
export async function recentFrontendReports(db: Kysely<Database>): Promise<FrontendReport[]> {
  const since = new Date(Date.now() - DASHBOARD_REPORT_DAYS * 24 * 3600 * 1000);
  return (await listFrontendReports(db, { since, limit: DASHBOARD_REPORTS })).map(present);
}
