// Calls Apache Answer's own web client makes on (nearly) every page and that the product's client does not need:
// with them, Answer's client runs against this server. Field names and shapes follow Answer 2.0.2's server code
// (its swagger is wrong about two of them: permission answers objects, not booleans; language/config is the
// catalogue itself).
import { z } from 'zod';
import { idSchema } from './common.js';
import { API_PREFIX, def } from './define.js';
import { pageQuerySchema } from './envelope.js';
import { QUESTION_CONTENT_MAX } from './posts/question-write.js';
import { questionPageSchema } from './question.js';

/** A catalogue as nested objects: `a.b.c` becomes `{ a: { b: { c: text } } }`. */
export type TextTree = { [key: string]: string | TextTree };
// Named: a recursive schema is one shared component of the API document.
export const textTreeSchema: z.ZodType<TextTree> = z
  .lazy(() => z.record(z.string(), z.union([z.string(), textTreeSchema])))
  .meta({ id: 'TextTree' });

/**
 * GET language/config: the catalogue of the request's language (Accept-Language) as Answer's translator dumps it:
 * `ui` the interface texts, `backend` the server's messages, each message as `{ other: text }` (go-i18n's form).
 */
export const languageConfigSchema = z.object({ ui: textTreeSchema, backend: textTreeSchema });
export type LanguageConfig = z.infer<typeof languageConfigSchema>;

/** POST post/render (schema.PostRenderReq): markdown of at most a post's length; the answer is the safe HTML. */
export const postRenderBodySchema = z.object({
  content: z.string().max(QUESTION_CONTENT_MAX, { message: 'error.question.content_too_long' }).default(''),
});

export const linkedQuestionOrders = ['newest', 'active', 'hot', 'score', 'unanswered', 'recommend', 'frequent'] as const;
/** GET question/link (schema.GetQuestionLinkReq): the questions that link to `question_id`. */
export const linkedQuestionQuerySchema = pageQuerySchema.extend({
  question_id: idSchema,
  order: z.enum(linkedQuestionOrders).default('newest'),
  in_days: z.coerce.number().int().min(1).max(3650).optional(),
});

/** Most actions one permission call may ask about (Answer defines 38). */
export const PERMISSION_ACTIONS_MAX = 64;
/** GET permission?action=a,b: Answer's permission keys (`question.add`, `tag.add`, ...), comma-separated. */
export const permissionQuerySchema = z.object({
  action: z
    .string()
    .max(PERMISSION_ACTIONS_MAX * 40, { message: 'error.validation.too_long' })
    .refine((s) => s.split(',').length <= PERMISSION_ACTIONS_MAX, { message: 'error.validation.too_long' })
    .default(''),
});
/** Per action asked: whether the logged member may take it, and why not (schema.GetPermissionResp). */
export const permissionMapSchema = z.record(z.string(), z.object({ has_permission: z.boolean(), no_permission_tip: z.string() }));
export type PermissionMap = z.infer<typeof permissionMapSchema>;

export const answerCompatEndpoints = {
  getLanguageConfig: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/language/config`, response: languageConfigSchema }),
  renderPost: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/post/render`, body: postRenderBodySchema, response: z.string() }),
  getLinkedQuestionPage: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/question/link`,
    query: linkedQuestionQuerySchema,
    response: questionPageSchema,
  }),
  getPermission: def({ method: 'GET', access: 'activated', path: `${API_PREFIX}/permission`, query: permissionQuerySchema, response: permissionMapSchema }),
} as const;
