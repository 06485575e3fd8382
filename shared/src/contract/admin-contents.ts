// The admin's contents pages (Apache Answer's admin question/answer pages and status calls) and the dashboard
// (Answer's schema.DashboardInfo, plus our health checks and system facts).
import { z } from 'zod';
import { ADMIN_API_PREFIX, def } from './define.js';
import { idSchema } from './common.js';
import { frontendReportSchema } from './frontend-reports.js';
import { CLOSE_REASONS } from './posts/question-state.js';
import { userBasicSchema } from './user.js';

const emptyResponse = z.null();

/**
 * Answer's filters. Its swagger names the live state `available`, its client sends `normal`: both are accepted and
 * mean the same (listed, not closed, for questions; visible, for answers).
 */
export const ADMIN_QUESTION_FILTERS = ['normal', 'available', 'closed', 'deleted', 'pending'] as const;
export const ADMIN_ANSWER_FILTERS = ['normal', 'available', 'deleted', 'pending'] as const;
export type AdminQuestionFilter = (typeof ADMIN_QUESTION_FILTERS)[number];
export type AdminAnswerFilter = (typeof ADMIN_ANSWER_FILTERS)[number];

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  /** Title text, a post id, or `user:<username>` (as Answer's admin search box). */
  query: z.string().trim().max(200).optional(),
};

/** GET admin question/page. */
export const adminQuestionPageQuerySchema = z.object({
  ...pageFields,
  status: z.enum(ADMIN_QUESTION_FILTERS, { message: 'error.validation.invalid' }).default('normal'),
});
/** GET admin answer/page (`query`: an answer id, question title text or `user:<username>`). */
export const adminAnswerPageQuerySchema = z.object({
  ...pageFields,
  status: z.enum(ADMIN_ANSWER_FILTERS, { message: 'error.validation.invalid' }).default('normal'),
  question_id: idSchema.optional(),
});

/** Answer's AdminQuestionInfo, plus the post's kind, state and permalink slug. */
export const adminQuestionItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  url_title: z.string(),
  content_type: z.number().int(),
  /** PostStatus: 1 normal, 2 closed, 10 deleted, 11 pending review. */
  status: z.number().int(),
  vote_count: z.number().int(),
  answer_count: z.number().int(),
  view_count: z.number().int(),
  accepted_answer_id: z.string(),
  show: z.number().int(),
  pin: z.number().int(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  edit_time: z.number().int(),
  user_info: userBasicSchema,
});
export type AdminQuestionItem = z.infer<typeof adminQuestionItemSchema>;
export const adminQuestionPageSchema = z.object({ count: z.number().int(), list: z.array(adminQuestionItemSchema) });

/** Answer's AdminAnswerInfo, plus the answer's state. */
export const adminAnswerItemSchema = z.object({
  id: z.string(),
  question_id: z.string(),
  description: z.string(),
  /** 1 normal, 10 deleted, 11 pending review. */
  status: z.number().int(),
  /** 2 accepted, 1 not (Answer's numbers). */
  accepted: z.number().int(),
  vote_count: z.number().int(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  user_info: userBasicSchema,
  question_info: z.object({ title: z.string(), url_title: z.string(), status: z.number().int() }),
});
export type AdminAnswerItem = z.infer<typeof adminAnswerItemSchema>;
export const adminAnswerPageSchema = z.object({ count: z.number().int(), list: z.array(adminAnswerItemSchema) });

/**
 * PUT admin question/status. Closing takes the close reason of the member's close dialog (default 2, "not a good fit
 * for this community"); `normal` reopens a closed post and recovers a deleted one.
 */
export const adminQuestionStatusBodySchema = z.object({
  question_id: idSchema,
  status: z.enum(['normal', 'available', 'closed', 'deleted'], { message: 'error.validation.invalid' }),
  close_type: z.number().int().min(1, { message: 'error.question.close_type_invalid' }).max(4, { message: 'error.question.close_type_invalid' }).optional(),
  close_msg: z.string().trim().max(500, { message: 'error.question.close_msg_too_long' }).optional(),
}).superRefine((v, ctx) => {
  const reason = CLOSE_REASONS.find((r) => r.close_type === v.close_type);
  if (v.status === 'closed' && reason?.needs_msg && !v.close_msg) ctx.addIssue({ code: 'custom', path: ['close_msg'], message: 'error.question.close_msg_required' });
});
export type AdminQuestionStatusBody = z.input<typeof adminQuestionStatusBodySchema>;
/** PUT admin answer/status: `deleted`, or `normal` to recover. */
export const adminAnswerStatusBodySchema = z.object({
  answer_id: idSchema,
  status: z.enum(['normal', 'available', 'deleted'], { message: 'error.validation.invalid' }),
});
export type AdminAnswerStatusBody = z.input<typeof adminAnswerStatusBodySchema>;

/** One health check: ok, a problem the admin should act on, or off (not configured, which is allowed). */
export const HEALTH_STATES = ['ok', 'problem', 'off'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];
const healthCheckSchema = z.object({ status: z.enum(HEALTH_STATES) });

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A size as the dashboard writes it, on the server (Answer's text fields) and in the page: 1536 -> "1.5 KB". */
export function formatByteSize(bytes: number): string {
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < BYTE_UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return i === 0 ? `${v} B` : `${Number(v.toFixed(1))} ${BYTE_UNITS[i]}`;
}

/** GET admin dashboard: Answer's DashboardInfo fields, then ours. Sizes as Answer gives them (text), and in bytes. */
export const dashboardSchema = z.object({
  question_count: z.number().int(),
  answer_count: z.number().int(),
  comment_count: z.number().int(),
  vote_count: z.number().int(),
  user_count: z.number().int(),
  /** Open flags. */
  report_count: z.number().int(),
  uploading_files: z.boolean(),
  /** 'enabled' when SMTP is set up, 'disabled' otherwise (Answer's words). */
  smtp: z.enum(['enabled', 'disabled']),
  https: z.boolean(),
  time_zone: z.string(),
  occupying_storage_space: z.string(),
  /** Seconds since the process started (Answer sends its uptime here, as text). */
  app_start_time: z.string(),
  login_required: z.boolean(),
  version_info: z.object({ version: z.string(), revision: z.string(), remote_version: z.string() }),
  /** Answer shows Go's version here; we run on Node. */
  go_version: z.string(),
  node_version: z.string(),
  database_version: z.string(),
  database_size: z.string(),
  // Our extensions.
  /** Posts and answers waiting in the review queue. */
  pending_review_count: z.number().int(),
  /** 'embedded' (PGlite in the data folder) or 'postgres' (DATABASE_URL). */
  run_mode: z.enum(['embedded', 'postgres']),
  upload_folder: z.string(),
  uptime_seconds: z.number().int(),
  occupying_storage_bytes: z.number(),
  database_size_bytes: z.number(),
  health: z.object({
    database: healthCheckSchema.extend({ latency_ms: z.number() }),
    redis: healthCheckSchema.extend({ latency_ms: z.number() }),
    smtp: healthCheckSchema,
    disk: healthCheckSchema.extend({ free_bytes: z.number(), total_bytes: z.number() }),
    /** The points ledger's invariant (pnpm ledger:check); `problems` counts the differences found. */
    ledger: healthCheckSchema.extend({ problems: z.number().int(), entries: z.number().int() }),
    /** Browsers' reports of the last days about the page's parts (version skew, load failures), newest first. */
    frontend: healthCheckSchema.extend({ reports: z.array(frontendReportSchema) }),
  }),
  /** When the slower checks (sizes, disk, ledger) last ran: they are kept for a short while. */
  checked_at: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const adminContentsEndpoints = {
  getDashboard: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/dashboard`, response: dashboardSchema }),
  getAdminQuestionPage: def({
    method: 'GET',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/question/page`,
    query: adminQuestionPageQuerySchema,
    response: adminQuestionPageSchema,
  }),
  getAdminAnswerPage: def({
    method: 'GET',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/answer/page`,
    query: adminAnswerPageQuerySchema,
    response: adminAnswerPageSchema,
  }),
  updateAdminQuestionStatus: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/question/status`,
    body: adminQuestionStatusBodySchema,
    response: emptyResponse,
  }),
  updateAdminAnswerStatus: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/answer/status`,
    body: adminAnswerStatusBodySchema,
    response: emptyResponse,
  }),
} as const;
