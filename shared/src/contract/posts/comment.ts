// Contract for comments (Apache Answer's schema.AddCommentReq, UpdateCommentReq, RemoveCommentReq, GetCommentResp).
import { z } from 'zod';
import { idSchema } from '../common.js';
import { API_PREFIX, def } from '../define.js';
import { pageQuerySchema, pageSchema } from '../envelope.js';

/** Answer's bounds for a comment's source text. */
export const COMMENT_MIN = 2;
export const COMMENT_MAX = 600;
/** At most this many names in mention_username_list (more are ignored by nobody: they are refused). */
export const MENTION_LIST_MAX = 50;

const commentTextSchema = z
  .string()
  .trim()
  .min(1, { message: 'error.comment.content_required' })
  .min(COMMENT_MIN, { message: 'error.comment.content_too_short' })
  .max(COMMENT_MAX, { message: 'error.comment.content_too_long' });

// Answer's clients send '' for "no reply"; both forms mean none.
const optionalIdSchema = z.union([z.literal(''), idSchema]).optional();
// Captcha fields are part of Answer's requests; this site asks no captcha for comments yet.
const captchaFields = { captcha_id: z.string().max(128).optional(), captcha_code: z.string().max(64).optional() };

/** POST comment. */
export const addCommentBodySchema = z.object({
  object_id: idSchema,
  original_text: commentTextSchema,
  reply_comment_id: optionalIdSchema,
  mention_username_list: z.array(z.string().max(64)).max(MENTION_LIST_MAX).optional(),
  ...captchaFields,
});
export type AddCommentBody = z.input<typeof addCommentBodySchema>;

/** PUT comment. */
export const updateCommentBodySchema = z.object({ comment_id: idSchema, original_text: commentTextSchema, ...captchaFields });
export type UpdateCommentBody = z.input<typeof updateCommentBodySchema>;

/** DELETE comment. */
export const removeCommentBodySchema = z.object({ comment_id: idSchema, ...captchaFields });

/** GET comment/page: oldest first; `comment_id` makes sure a linked comment is on the page answered. */
export const commentPageQuerySchema = pageQuerySchema.extend({
  object_id: idSchema,
  comment_id: optionalIdSchema,
  query_cond: z.enum(['', 'vote']).optional(),
});
export type CommentPageQuery = z.input<typeof commentPageQuerySchema>;

/** GET comment. */
export const commentQuerySchema = z.object({ id: idSchema });

export const commentMemberActionSchema = z.object({ action: z.string(), name: z.string(), type: z.string() });

/** One comment as Answer shows it (schema.GetCommentResp). */
export const commentSchema = z.object({
  comment_id: z.string(),
  object_id: z.string(),
  created_at: z.number().int(),
  original_text: z.string(),
  /** Rendered, sanitized HTML; mentions of existing users are links to their page. */
  parsed_text: z.string(),
  vote_count: z.number().int(),
  /** The viewer voted it up. */
  is_vote: z.boolean(),
  user_id: z.string(),
  username: z.string(),
  user_display_name: z.string(),
  user_avatar: z.string(),
  user_status: z.string(),
  reply_comment_id: z.string(),
  reply_user_id: z.string(),
  reply_username: z.string(),
  reply_user_display_name: z.string(),
  reply_user_status: z.string(),
  member_actions: z.array(commentMemberActionSchema),
  /** Present on a comment of the site's AI account: the model that wrote it. */
  ai_model: z.string().optional(),
});
export type CommentItem = z.infer<typeof commentSchema>;
export const commentPageSchema = pageSchema(commentSchema);

export const commentEndpoints = {
  addComment: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/comment`, body: addCommentBodySchema, response: commentSchema }),
  updateComment: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/comment`, body: updateCommentBodySchema, response: commentSchema }),
  removeComment: def({ method: 'DELETE', access: 'activated', path: `${API_PREFIX}/comment`, body: removeCommentBodySchema, response: z.null() }),
  getComment: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/comment`, query: commentQuerySchema, response: commentSchema }),
  getCommentPage: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/comment/page`, query: commentPageQuerySchema, response: commentPageSchema }),
} as const;
