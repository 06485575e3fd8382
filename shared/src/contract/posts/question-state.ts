// Contract for post states (close/reopen/pin/unlist/delete/recover), bookmarks, follows, related questions and
// invitations, plus the detail fields the page needs for states. Field names follow Apache Answer's swagger.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { API_PREFIX, def } from '../define.js';
import { questionInfoSchema } from '../question.js';
import { driveShareDetailFields } from '../cloud-drive.js';
import { userBasicSchema } from '../user.js';

const emptyResponse = z.null();

/**
 * Close reasons (Answer's question close reasons, in its order). `needs_msg`: the reason takes a text (the
 * duplicate's link, or the "something else" explanation), required then.
 */
export const CLOSE_REASONS = [
  { close_type: 1, key: 'duplicate', needs_msg: true },
  { close_type: 2, key: 'community_specific', needs_msg: false },
  { close_type: 3, key: 'not_clarity', needs_msg: false },
  { close_type: 4, key: 'something_else', needs_msg: true },
] as const;
export const CLOSE_MSG_MAX = 500;

/** PUT question/status: close a post with a reason. */
export const closeQuestionBodySchema = z
  .object({
    id: idSchema,
    close_type: z.number({ message: 'error.question.close_type_invalid' }).int().min(1, { message: 'error.question.close_type_invalid' }).max(4, {
      message: 'error.question.close_type_invalid',
    }),
    close_msg: z.string().trim().max(CLOSE_MSG_MAX, { message: 'error.question.close_msg_too_long' }).default(''),
  })
  .superRefine((v, ctx) => {
    const reason = CLOSE_REASONS.find((r) => r.close_type === v.close_type);
    if (reason?.needs_msg && !v.close_msg) ctx.addIssue({ code: 'custom', path: ['close_msg'], message: 'error.question.close_msg_required' });
  });
export type CloseQuestionBody = z.input<typeof closeQuestionBodySchema>;

/** PUT question/reopen. */
export const reopenQuestionBodySchema = z.object({ question_id: idSchema });

/** PUT question/operation: pin, unpin, hide (unlist), show (list again). */
export const questionOperations = ['pin', 'unpin', 'hide', 'show'] as const;
export type QuestionOperation = (typeof questionOperations)[number];
export const operationQuestionBodySchema = z.object({
  id: idSchema,
  operation: z.enum(questionOperations, { message: 'error.question.operation_invalid' }),
});

/** DELETE question (captcha fields are accepted and not required). */
export const removeQuestionBodySchema = z.object({
  id: idSchema,
  captcha_id: z.string().max(100).optional(),
  captcha_code: z.string().max(100).optional(),
});

/** POST question/recover. */
export const recoverQuestionBodySchema = z.object({ question_id: idSchema });

/** POST collection/switch: bookmark (true) or remove the bookmark (false). group_id is Answer's and unused. */
export const collectionSwitchBodySchema = z.object({
  object_id: idSchema,
  group_id: z.string().max(20).optional(),
  bookmark: z.boolean(),
});
export const collectionSwitchResponseSchema = z.object({ object_collection_count: z.number().int() });

/** POST follow: follow a post (notified of its new answers), or stop with is_cancel. */
export const followBodySchema = z.object({ object_id: idSchema, is_cancel: z.boolean().default(false) });
export const followResponseSchema = z.object({ follows: z.number().int(), is_followed: z.boolean() });

/** GET question/similar/tag: posts sharing tags with the given one (the detail page's related list). */
export const SIMILAR_PAGE_SIZE_MAX = 20;
export const similarByTagQuerySchema = z.object({
  question_id: idSchema,
  page_size: z.coerce.number().int().min(1).max(SIMILAR_PAGE_SIZE_MAX).default(5),
});
export const relatedQuestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  url_title: z.string(),
  content_type: z.number().int(),
  answer_count: z.number().int(),
  vote_count: z.number().int(),
  accepted_answer_id: z.string(),
});
export type RelatedQuestion = z.infer<typeof relatedQuestionSchema>;
export const similarByTagResponseSchema = z.object({ count: z.number().int(), list: z.array(relatedQuestionSchema) });

/** GET question/invite: who is invited to answer. PUT replaces the list (invite_user: usernames). */
export const INVITE_MAX = 5;
export const questionInviteQuerySchema = z.object({ id: idSchema });
export const questionInviteListSchema = z.array(userBasicSchema);
export const updateQuestionInviteBodySchema = z.object({
  id: idSchema,
  invite_user: z.array(z.string().max(30), { message: 'error.validation.invalid' }).max(INVITE_MAX, { message: 'error.question.invite_too_many' }).default([]),
  captcha_id: z.string().max(100).optional(),
  captcha_code: z.string().max(100).optional(),
});

/** GET user/info/search: a few activated users whose username or display name starts with `username`. */
export const USER_SEARCH_LIMIT = 5;
export const userInfoSearchQuerySchema = z.object({ username: z.string().trim().min(1).max(30) });
export const userInfoSearchResponseSchema = z.array(userBasicSchema);

/** question/info as the detail page reads it: the base fields plus the post's state. */
export const questionDetailSchema = questionInfoSchema.extend({
  close_type: z.number().int(),
  close_msg: z.string(),
  /** Unix seconds; 0 unless the post is deleted (only its author and staff see a deleted post). */
  deleted_at: z.number().int(),
  /** Unix seconds; 0 unless pinned. */
  pinned_at: z.number().int(),
  /** True when the post has a price the viewer has not paid: its body, answers and comments stay locked. */
  content_locked: z.boolean().optional(),
  /** A bounty's end (Unix seconds; 0: not a bounty with a reward), and whether the site settled it after the end. */
  bounty_end_time: z.number().int().optional(),
  bounty_settled: z.boolean().optional(),
  /** After the site settled a bounty: the answer its reward went to ('' when it went back to the author). */
  bounty_answer_id: z.string().optional(),
  /** A resource's drive share, only for readers of its body (see cloud-drive.ts). */
  ...driveShareDetailFields,
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const questionStateEndpoints = {
  closeQuestion: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/question/status`, body: closeQuestionBodySchema, response: emptyResponse }),
  reopenQuestion: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/question/reopen`, body: reopenQuestionBodySchema, response: emptyResponse }),
  operateQuestion: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/question/operation`, body: operationQuestionBodySchema, response: emptyResponse }),
  deleteQuestion: def({ method: 'DELETE', access: 'activated', path: `${API_PREFIX}/question`, body: removeQuestionBodySchema, response: emptyResponse }),
  recoverQuestion: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/question/recover`, body: recoverQuestionBodySchema, response: emptyResponse }),
  switchCollection: def({
    method: 'POST',
    access: 'activated',
    path: `${API_PREFIX}/collection/switch`,
    body: collectionSwitchBodySchema,
    response: collectionSwitchResponseSchema,
  }),
  followObject: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/follow`, body: followBodySchema, response: followResponseSchema }),
  getSimilarByTag: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/question/similar/tag`,
    query: similarByTagQuerySchema,
    response: similarByTagResponseSchema,
  }),
  getQuestionInvite: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/question/invite`, query: questionInviteQuerySchema, response: questionInviteListSchema }),
  updateQuestionInvite: def({
    method: 'PUT',
    access: 'activated',
    path: `${API_PREFIX}/question/invite`,
    body: updateQuestionInviteBodySchema,
    response: emptyResponse,
  }),
  searchUserInfo: def({
    method: 'GET',
    access: 'login',
    path: `${API_PREFIX}/user/info/search`,
    query: userInfoSearchQuerySchema,
    response: userInfoSearchResponseSchema,
  }),
} as const;
