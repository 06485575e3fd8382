// Contract for flags (Answer's reasons and report calls) and the review queue (flagged content, queued content and
// the tab counts). Field names follow Apache Answer's schema.ReasonItem, AddReportReq, GetReportListPageResp,
// ReviewReportReq, GetUnreviewedPostPageResp, UpdateReviewReq and GetReviewingTypeResp.
import { z } from 'zod';
import { idSchema } from './common.js';
import { ADMIN_API_PREFIX, API_PREFIX, def } from './define.js';
import { pageSchema } from './envelope.js';
import { tagBriefSchema } from './question.js';
import { userBasicSchema } from './user.js';

/** The reason type whose text is a link to a post of this site (spec section 9: "Report reason type meaning URL"). */
export const REPORT_REASON_URL = 60;
/** Longest flag text (Answer's AddReportReq.content). */
export const REPORT_CONTENT_MAX = 500;

/** What a reason's text box is: none, one line, or several lines. */
export type ReasonContentType = '' | 'text' | 'textarea';

/** Every reason a member or a moderator can pick, by Answer's reason type number and key. */
export const REASONS = [
  { reason_type: 57, key: 'spam', content_type: '' },
  { reason_type: 58, key: 'rude_or_abusive', content_type: '' },
  { reason_type: 59, key: 'something', content_type: 'textarea' },
  { reason_type: 60, key: 'a_duplicate', content_type: 'text' },
  { reason_type: 61, key: 'not_a_answer', content_type: '' },
  { reason_type: 62, key: 'no_longer_needed', content_type: '' },
  { reason_type: 63, key: 'community_specific', content_type: '' },
  { reason_type: 64, key: 'not_clarity', content_type: '' },
  { reason_type: 72, key: 'looks_ok', content_type: '' },
  { reason_type: 73, key: 'needs_edit', content_type: '' },
  { reason_type: 74, key: 'needs_close', content_type: '' },
  { reason_type: 75, key: 'needs_delete', content_type: '' },
] as const satisfies readonly { reason_type: number; key: string; content_type: ReasonContentType }[];

export const reasonObjectTypes = ['question', 'answer', 'comment', 'user'] as const;
export type ReasonObjectType = (typeof reasonObjectTypes)[number];
export const reasonActions = ['flag', 'close', 'review'] as const;
export type ReasonAction = (typeof reasonActions)[number];

/** Which reasons each object offers for each action (Answer's `<object>.<action>.reasons` settings, in its order). */
export const REASON_LISTS: Record<ReasonObjectType, Partial<Record<ReasonAction, readonly number[]>>> = {
  question: { flag: [57, 58, 59, 60], close: [60, 63, 64, 59], review: [72, 73, 74, 75] },
  answer: { flag: [57, 58, 59, 61], review: [72, 73, 75] },
  comment: { flag: [57, 58, 59, 62], review: [72, 73, 75] },
  // Answer has no user flag list; a profile can be spam, abusive or something else.
  user: { flag: [57, 58, 59] },
};

/** The reason with this type number, if any. */
export const reasonOf = (type: number) => REASONS.find((r) => r.reason_type === type);

export const reasonsQuerySchema = z.object({
  object_type: z.enum(reasonObjectTypes),
  action: z.enum(reasonActions),
});

/** One reason, worded in the request's language; `have_content` says a text goes with it (spec: Report reason). */
export const reasonItemSchema = z.object({
  reason_key: z.string(),
  reason_type: z.number().int(),
  name: z.string(),
  description: z.string(),
  content_type: z.string(),
  placeholder: z.string(),
  have_content: z.boolean(),
});
export type ReasonItem = z.infer<typeof reasonItemSchema>;

/** POST report: `source` names what object_id is (a user's id does not share the posts' id space). */
export const addReportBodySchema = z.object({
  source: z.enum(reasonObjectTypes).optional(),
  object_id: idSchema,
  report_type: z.number({ message: 'error.report.reason_required' }).int({ message: 'error.report.reason_required' }),
  content: z.string().trim().max(REPORT_CONTENT_MAX, { message: 'error.report.content_too_long' }).default(''),
  captcha_id: z.string().max(128).optional(),
  captcha_code: z.string().max(64).optional(),
});
export type AddReportBody = z.input<typeof addReportBodySchema>;

/** What a flag was about, and where it sits. */
const flaggedObjectFields = {
  object_id: z.string(),
  object_type: z.enum(reasonObjectTypes),
  question_id: z.string(),
  answer_id: z.string(),
  comment_id: z.string(),
  title: z.string(),
  url_title: z.string(),
  original_text: z.string(),
  parsed_text: z.string(),
  tags: z.array(tagBriefSchema),
  object_status: z.number().int(),
  object_show_status: z.number().int(),
  author_user_info: userBasicSchema.nullable(),
};

/** One member's flag on the object (our extension: every open flag of the object, oldest first). */
export const flagEntrySchema = z.object({
  flag_id: z.string(),
  submit_at: z.number().int(),
  submitter_user: userBasicSchema.nullable(),
  reason: reasonItemSchema.nullable(),
  reason_content: z.string(),
});
export type FlagEntry = z.infer<typeof flagEntrySchema>;

/**
 * GET report/unreviewed/post: one flagged object a page (Answer's page size 1), with Answer's fields for its oldest
 * open flag, and `flags`, all of its open flags.
 */
export const flaggedPostSchema = z.object({
  flag_id: z.string(),
  created_at: z.number().int(),
  ...flaggedObjectFields,
  answer_count: z.number().int(),
  answer_accepted: z.boolean(),
  submit_at: z.number().int(),
  submitter_user: userBasicSchema.nullable(),
  reason: reasonItemSchema.nullable(),
  reason_content: z.string(),
  flags: z.array(flagEntrySchema),
});
export type FlaggedPost = z.infer<typeof flaggedPostSchema>;
export const flaggedPostPageSchema = pageSchema(flaggedPostSchema);
export const reviewPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1) });

/** Answer's ReviewReportReq operations: edit, close, delete or unlist the object, or dismiss the flags. */
export const reportOperations = ['edit_post', 'close_post', 'delete_post', 'unlist_post', 'ignore_report'] as const;
export type ReportOperation = (typeof reportOperations)[number];

/** PUT report/review. close_type/close_msg for close_post; title, content, tags for edit_post. */
export const reviewReportBodySchema = z.object({
  flag_id: idSchema,
  operation_type: z.enum(reportOperations, { message: 'error.report.operation_invalid' }),
  close_type: z.number().int().optional(),
  close_msg: z.string().max(REPORT_CONTENT_MAX).optional(),
  title: z.string().max(150).optional(),
  content: z.string().max(65535).optional(),
  tags: z.array(z.object({ slug_name: z.string().max(35), display_name: z.string().max(35).optional() })).max(5).optional(),
});
export type ReviewReportBody = z.input<typeof reviewReportBodySchema>;

/** Why content waits in the queue (the admin's rules). */
export const queueReasons = ['low_reputation', 'too_many_links'] as const;

export const pendingPostQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  object_id: idSchema.optional(),
});

/** GET review/pending/post/page: one queued post or answer a page (Answer's GetUnreviewedPostPageResp). */
export const pendingPostSchema = z.object({
  review_id: z.number().int(),
  created_at: z.number().int(),
  ...flaggedObjectFields,
  submit_at: z.number().int(),
  submitter_display_name: z.string(),
  /** Why it was queued, in the request's language. */
  reason: z.string(),
});
export type PendingPost = z.infer<typeof pendingPostSchema>;
export const pendingPostPageSchema = pageSchema(pendingPostSchema);

export const updatePendingPostBodySchema = z.object({
  review_id: z.number().int().min(1).max(2_147_483_647),
  status: z.enum(['approve', 'reject'], { message: 'error.review.status_invalid' }),
});

/** GET reviewing/type: the review page's tabs with what waits in each (Answer's names). */
export const reviewingTypeNames = ['queued_post', 'flagged_post', 'suggested_post_edit'] as const;
export const reviewingTypeSchema = z.array(z.object({ name: z.string(), label: z.string(), todo_amount: z.number().int() }));
export type ReviewingType = z.infer<typeof reviewingTypeSchema>[number];

/** The admin's queue rules (our extension): new posts and answers of members wait for review when one matches. */
export const reviewSettingsSchema = z.object({
  /** Queue what members below `reputation_below` reputation write. */
  queue_low_reputation: z.boolean(),
  reputation_below: z.number().int().min(0).max(1_000_000),
  /** Queue what carries more than `link_limit` links. */
  queue_many_links: z.boolean(),
  link_limit: z.number().int().min(0).max(1000),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
export const REVIEW_SETTINGS_DEFAULTS: ReviewSettings = { queue_low_reputation: false, reputation_below: 10, queue_many_links: false, link_limit: 3 };

export const reviewEndpoints = {
  getReasons: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/reasons`, query: reasonsQuerySchema, response: z.array(reasonItemSchema) }),
  getAdminReasons: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/reasons`, query: reasonsQuerySchema, response: z.array(reasonItemSchema) }),
  addReport: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/report`, body: addReportBodySchema, response: z.null() }),
  getUnreviewedReportPost: def({
    method: 'GET',
    access: 'staff',
    path: `${API_PREFIX}/report/unreviewed/post`,
    query: reviewPageQuerySchema,
    response: flaggedPostPageSchema,
  }),
  reviewReport: def({ method: 'PUT', access: 'staff', path: `${API_PREFIX}/report/review`, body: reviewReportBodySchema, response: z.null() }),
  getPendingPostPage: def({
    method: 'GET',
    access: 'staff',
    path: `${API_PREFIX}/review/pending/post/page`,
    query: pendingPostQuerySchema,
    response: pendingPostPageSchema,
  }),
  updatePendingPost: def({ method: 'PUT', access: 'staff', path: `${API_PREFIX}/review/pending/post`, body: updatePendingPostBodySchema, response: z.null() }),
  getReviewingType: def({ method: 'GET', access: 'staff', path: `${API_PREFIX}/reviewing/type`, response: reviewingTypeSchema }),
  getReviewSettings: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/siteinfo/review`, response: reviewSettingsSchema }),
  updateReviewSettings: def({ method: 'PUT', access: 'admin', path: `${ADMIN_API_PREFIX}/siteinfo/review`, body: reviewSettingsSchema, response: z.null() }),
};
