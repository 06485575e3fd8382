// Contract for answers and acceptance: request/response schemas and the endpoints that use them. Field names follow
// Apache Answer's swagger (schema.AnswerAddReq, AnswerUpdateReq, AnswerInfo, AcceptAnswerReq, RemoveAnswerReq,
// RecoverAnswerReq, GetAnswerInfoResp); `is_private` (the private plan) is ours.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { API_PREFIX, def } from '../define.js';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { questionInfoSchema } from '../question.js';
import { userBasicSchema } from '../user.js';

/** Spec section 9: answer min 6 characters; Answer's max 65535. */
export const ANSWER_MIN = 6;
export const ANSWER_MAX = 65535;
export const ANSWER_EDIT_SUMMARY_MAX = 300;

/** answers.accepted / AnswerInfo.accepted: 2 accepted, 1 not (Answer's numbers). */
export const AnswerAccepted = { no: 1, yes: 2 } as const;
/** Answer status: 1 normal, 10 deleted. */
export const AnswerStatus = { normal: 1, deleted: 10 } as const;

const answerContentSchema = z
  .string()
  .trim()
  .min(1, { message: 'error.answer.content_required' })
  .min(ANSWER_MIN, { message: 'error.answer.content_too_short' })
  .max(ANSWER_MAX, { message: 'error.answer.content_too_long' });

/** Unused captcha fields Answer's clients send; accepted and ignored (no answer captcha yet). */
const captchaFields = { captcha_id: z.string().max(100).optional(), captcha_code: z.string().max(100).optional() };

/** POST answer. */
export const answerAddBodySchema = z.object({
  question_id: idSchema,
  content: answerContentSchema,
  is_private: z.boolean().optional().default(false),
  ...captchaFields,
});
export type AnswerAddBody = z.input<typeof answerAddBodySchema>;

/** PUT answer (`title` is Answer's and ignored; `is_private` changes the private plan when given). */
export const answerUpdateBodySchema = z.object({
  id: idSchema,
  question_id: idSchema.optional(),
  content: answerContentSchema,
  edit_summary: z.string().max(ANSWER_EDIT_SUMMARY_MAX, { message: 'error.answer.edit_summary_too_long' }).optional().default(''),
  title: z.string().optional(),
  is_private: z.boolean().optional(),
  /** Our extension: staff rolling the answer back send that earlier revision's content and its id. */
  rollback_revision_id: idSchema.optional(),
  ...captchaFields,
});
export type AnswerUpdateBody = z.input<typeof answerUpdateBodySchema>;

/** DELETE answer. */
export const answerRemoveBodySchema = z.object({ id: idSchema, ...captchaFields });
/** POST answer/recover. */
export const answerRecoverBodySchema = z.object({ answer_id: idSchema });

/** POST answer/acceptance: an empty or '0' answer_id takes the acceptance back. */
export const acceptAnswerBodySchema = z.object({
  question_id: idSchema,
  answer_id: z.union([z.literal(''), idSchema]).optional().default(''),
});
export type AcceptAnswerBody = z.input<typeof acceptAnswerBodySchema>;

export const answerOrders = ['default', 'updated', 'vote', 'created'] as const;
export type AnswerOrder = (typeof answerOrders)[number];

/**
 * Most answers one answer/page call returns. Answer's own client asks for every answer of a question at once
 * (page_size=999) and shows only what that one call returns, so a lower cap would hide answers from it. One page
 * costs one indexed query plus two batched lookups (authors, the viewer's votes) and serves stored HTML (nothing is
 * rendered per request), so a full page of 1000 stays a bounded piece of work.
 */
export const ANSWER_PAGE_SIZE_MAX = 1000;

/** GET answer/page. */
export const answerPageQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(ANSWER_PAGE_SIZE_MAX).default(10),
  question_id: idSchema,
  order: z.enum(answerOrders).default('default'),
});
export type AnswerPageQuery = z.input<typeof answerPageQuerySchema>;

const memberActionSchema = z.object({ action: z.string(), name: z.string(), type: z.string() });

/** schema.AnswerInfo (+ is_private, edit_time). */
export const answerInfoSchema = z.object({
  id: z.string(),
  question_id: z.string(),
  content: z.string(),
  html: z.string(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  /** When the content was last edited (0: never). */
  edit_time: z.number().int(),
  accepted: z.number().int(),
  status: z.number().int(),
  is_private: z.boolean(),
  vote_count: z.number().int(),
  /** The viewer's vote: 'vote_up', 'vote_down' or ''. */
  vote_status: z.string(),
  collected: z.boolean(),
  user_info: userBasicSchema,
  update_user_info: userBasicSchema.optional(),
  member_actions: z.array(memberActionSchema),
  /** Present on an answer of the site's AI account: the model that wrote it. */
  ai_model: z.string().optional(),
});
export type AnswerInfo = z.infer<typeof answerInfoSchema>;
export const answerPageSchema = pageSchema(answerInfoSchema);

/** GET answer/info and POST answer: schema.GetAnswerInfoResp. */
export const answerInfoQuerySchema = z.object({ id: idSchema });
export const answerDetailSchema = z.object({ info: answerInfoSchema, question: questionInfoSchema });
export type AnswerDetail = z.infer<typeof answerDetailSchema>;

/** PUT answer. */
export const answerUpdateResponseSchema = z.object({ info: answerInfoSchema, wait_for_review: z.boolean() });

/** GET revisions/edit/check: true when editable; otherwise 400 with the reason (the page shows a 403 with msg). */
export const editCheckQuerySchema = z.object({ id: idSchema });

export const answerEndpoints = {
  addAnswer: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/answer`, body: answerAddBodySchema, response: answerDetailSchema }),
  updateAnswer: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/answer`, body: answerUpdateBodySchema, response: answerUpdateResponseSchema }),
  removeAnswer: def({ method: 'DELETE', access: 'activated', path: `${API_PREFIX}/answer`, body: answerRemoveBodySchema, response: z.null() }),
  recoverAnswer: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/answer/recover`, body: answerRecoverBodySchema, response: z.null() }),
  getAnswerPage: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/answer/page`, query: answerPageQuerySchema, response: answerPageSchema }),
  getAnswerInfo: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/answer/info`, query: answerInfoQuerySchema, response: answerDetailSchema }),
  acceptAnswer: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/answer/acceptance`, body: acceptAnswerBodySchema, response: z.null() }),
  checkEditable: def({ method: 'GET', access: 'activated', path: `${API_PREFIX}/revisions/edit/check`, query: editCheckQuerySchema, response: z.boolean() }),
} as const;
