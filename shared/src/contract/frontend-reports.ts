// What browsers report about the page's parts (our extension; Answer has no such call): a remote that needs a newer
// shared singleton than the page loaded (`skew`), or a remote that could not be loaded at all (`load_failure`).
// Anyone may report (the visitor is usually not logged in); admins read the recent reports (and the dashboard's
// health list shows them). Every field is the browser's word: the server stores and shows it as plain text.
import { z } from 'zod';
import { ADMIN_API_PREFIX, API_PREFIX, def } from './define.js';

export const FRONTEND_REPORT_KINDS = ['skew', 'load_failure'] as const;
export type FrontendReportKind = (typeof FRONTEND_REPORT_KINDS)[number];

/** A Module Federation container name, as the remotes' builds declare them (mf_admin). */
export const REMOTE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

const kindSchema = z.enum(FRONTEND_REPORT_KINDS, { message: 'error.validation.invalid' });
const text = (max: number) => z.string({ message: 'error.validation.invalid' }).max(max, { message: 'error.validation.too_long' });

/** POST frontend/remote-report. */
export const frontendReportBodySchema = z.object({
  kind: kindSchema,
  remote: text(64).regex(REMOTE_NAME_PATTERN, { message: 'error.validation.invalid' }),
  /** The remote's build version, when the page knows it. */
  version: text(64).optional(),
  /** The module: the shared package that did not fit (`@site/shared/store`), or the remote's exposed module. */
  module: text(200).optional(),
  /** The version range the remote requires (`^0.2.0`). */
  required: text(100).optional(),
  /** The version the page had loaded (`0.1.0`). */
  loaded: text(100).optional(),
  /** The error's message, for a load failure. */
  message: text(500).optional(),
});
export type FrontendReportBody = z.input<typeof frontendReportBodySchema>;

/** A report's fields as stored and shown: what the browser left out is an empty string. */
export function reportedFields(body: FrontendReportBody) {
  return {
    kind: body.kind,
    remote: body.remote,
    version: body.version ?? '',
    module: body.module ?? '',
    required: body.required ?? '',
    loaded: body.loaded ?? '',
    message: body.message ?? '',
  };
}

/** One stored report: identical reports are counted, not repeated. Times are Unix seconds. */
export const frontendReportSchema = z.object({
  kind: z.enum(FRONTEND_REPORT_KINDS),
  remote: z.string(),
  version: z.string(),
  module: z.string(),
  required: z.string(),
  loaded: z.string(),
  message: z.string(),
  count: z.number().int(),
  first_at: z.number().int(),
  last_at: z.number().int(),
});
export type FrontendReport = z.infer<typeof frontendReportSchema>;

/** GET admin frontend/remote-reports: the newest first, at most FRONTEND_REPORTS_PAGE. */
export const FRONTEND_REPORTS_PAGE = 100;
// An empty filter (`?remote=&kind=`, as a form sends it) means no filter.
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);
export const frontendReportsQuerySchema = z.object({
  remote: z.preprocess(blankIsAbsent, text(64).optional()),
  kind: z.preprocess(blankIsAbsent, kindSchema.optional()),
});
export const frontendReportsSchema = z.object({ count: z.number().int(), list: z.array(frontendReportSchema) });
export type FrontendReports = z.infer<typeof frontendReportsSchema>;

export const frontendReportEndpoints = {
  reportFrontendRemote: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/frontend/remote-report`,
    body: frontendReportBodySchema,
    response: z.null(),
  }),
  getFrontendRemoteReports: def({
    method: 'GET',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/frontend/remote-reports`,
    query: frontendReportsQuerySchema,
    response: frontendReportsSchema,
  }),
};
