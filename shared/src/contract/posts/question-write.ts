// Contract for asking and editing posts (POST/PUT question, question/similar, question/tags): request and response
// schemas and the endpoints that use them. Field names follow Answer's swagger (schema.QuestionAdd,
// schema.QuestionUpdate, schema.QuestionTagItem, schema.GetTagBasicResp).
import { z } from 'zod';
import { picturePromptSchema } from '../picture.js';
import { DEFAULT_CONTENT_TYPE, idSchema } from '../common.js';
import { API_PREFIX, def } from '../define.js';
import { pageSchema } from '../envelope.js';
import { TITLE_MAX } from '../question.js';
import { driveShareFields } from '../cloud-drive.js';
import { tagDescribedSchema } from './tag.js';

/** Most tags a post carries (Answer's limit). */
export const QUESTION_TAGS_MAX = 5;
/** Fewest tags a post carries (spec section 9: at least one tag). */
export const QUESTION_TAGS_MIN = 1;
/** Tag slug and display name limit (spec section 5). */
export const QUESTION_TAG_NAME_MAX = 35;
/** Post body limit (Answer's maxLength). */
export const QUESTION_CONTENT_MAX = 65535;
export const QUESTION_EDIT_SUMMARY_MAX = 300;
/** How many similar posts the ask page's helper shows. */
export const SIMILAR_QUESTIONS_MAX = 10;

/** A missing value gets the field's own "required" key; a value of the wrong type falls back to "not valid". */
const requiredWhenMissing = (key: string) => (iss: { input?: unknown }) => (iss.input === undefined ? key : undefined);

/** One tag of a post (schema.QuestionTagItem): an existing tag's slug, or a new one staff create on the fly. */
export const questionTagItemSchema = z.object({
  slug_name: z
    .string({ error: requiredWhenMissing('error.question.tag_slug_required') })
    .trim()
    .min(1, { message: 'error.question.tag_slug_required' })
    .max(QUESTION_TAG_NAME_MAX, { message: 'error.question.tag_slug_too_long' }),
  display_name: z.string().trim().max(QUESTION_TAG_NAME_MAX, { message: 'error.question.tag_display_name_too_long' }).optional(),
  original_text: z.string().max(QUESTION_CONTENT_MAX).optional(),
});
export type QuestionTagItem = z.input<typeof questionTagItemSchema>;

const titleSchema = z
  .string({ error: requiredWhenMissing('error.question.title_required') })
  .trim()
  .min(1, { message: 'error.question.title_required' })
  .max(TITLE_MAX, { message: 'error.question.title_too_long' });
const contentSchema = z
  .string({ error: requiredWhenMissing('error.question.content_required') })
  .refine((s) => s.trim() !== '', { message: 'error.question.content_required' })
  .refine((s) => s.length <= QUESTION_CONTENT_MAX, { message: 'error.question.content_too_long' });
const tagsSchema = z
  .array(questionTagItemSchema, { error: requiredWhenMissing('error.question.tags_required') })
  .min(QUESTION_TAGS_MIN, { message: 'error.question.tags_required' })
  .max(QUESTION_TAGS_MAX, { message: 'error.question.tags_too_many' });

/** The most points a post may carry whatever the site's settings say (they stay exact as JSON numbers). */
export const SCORE_HARD_MAX = 1_000_000_000;
const scoreSchema = z
  .number({ message: 'error.question.score_out_of_range' })
  .int({ message: 'error.question.score_out_of_range' })
  .min(0, { message: 'error.question.score_out_of_range' })
  .max(SCORE_HARD_MAX, { message: 'error.question.score_out_of_range' });

/** POST question (schema.QuestionAdd plus the product's content_type and score). */
export const questionAddBodySchema = z.object({
  title: titleSchema,
  content: contentSchema,
  tags: tagsSchema,
  /** The post kind (1-5); absent means the site's default kind. */
  content_type: z.number().int().min(1).max(5).default(DEFAULT_CONTENT_TYPE),
  /** Points: the price of a paid kind, also the reward of a rewarded kind (0: free). The site's bounds apply. */
  score: scoreSchema.default(0),
  /** A resource's drive share (our extension; see cloud-drive.ts). */
  ...driveShareFields,
  /** An AI picture post's picture (POST picture's id; the member's own, not on another post): required for kind 5. */
  picture_id: z.string().max(20).optional(),
  /** What made an uploaded picture (a generated picture keeps the prompt that made it). */
  picture_prompt: picturePromptSchema.optional(),
  captcha_id: z.string().optional(),
  captcha_code: z.string().optional(),
});
export type QuestionAddBody = z.input<typeof questionAddBodySchema>;

/** PUT question (schema.QuestionUpdate). The kind does not change on edit; the points may, until someone has paid. */
export const questionUpdateBodySchema = z.object({
  id: idSchema,
  title: titleSchema,
  content: contentSchema,
  tags: tagsSchema,
  edit_summary: z.string().trim().max(QUESTION_EDIT_SUMMARY_MAX, { message: 'error.question.edit_summary_too_long' }).optional(),
  /** Absent: the points stay as they are. */
  score: scoreSchema.optional(),
  ...driveShareFields,
  /** An AI picture post's picture (absent: it keeps its picture). */
  picture_id: z.string().max(20).optional(),
  /** What made an uploaded picture (absent: unchanged). */
  picture_prompt: picturePromptSchema.optional(),
  /** Our extension: staff rolling the post back send that earlier revision's content and its id (a "rollback" entry). */
  rollback_revision_id: idSchema.optional(),
  captcha_id: z.string().optional(),
  captcha_code: z.string().optional(),
});
export type QuestionUpdateBody = z.input<typeof questionUpdateBodySchema>;

/**
 * What POST and PUT question answer: where the post now lives. `wait_for_review` (Answer's): the edit was a
 * suggestion, saved for review; the post is unchanged until it is approved.
 */
export const questionWriteResponseSchema = z.object({ id: z.string(), url_title: z.string(), wait_for_review: z.boolean().optional() });
export type QuestionWriteResponse = z.infer<typeof questionWriteResponseSchema>;

/** GET question/similar query: the title being typed. */
export const similarQuestionQuerySchema = z.object({ title: z.string().max(TITLE_MAX * 2).default('') });
export const similarQuestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  url_title: z.string(),
  content_type: z.number().int(),
  status: z.number().int(),
  answer_count: z.number().int(),
  accepted_answer: z.boolean(),
});
export type SimilarQuestion = z.infer<typeof similarQuestionSchema>;
export const similarQuestionPageSchema = pageSchema(similarQuestionSchema);

/** GET question/tags query: a slug or display-name prefix; empty lists the recommended tags. */
export const questionTagsQuerySchema = z.object({ tag: z.string().trim().max(QUESTION_TAG_NAME_MAX).default('') });
/** schema.GetTagBasicResp, plus the description every tag list carries. */
export const questionTagBasicSchema = z.object({
  tag_id: z.string(),
  slug_name: z.string(),
  display_name: z.string(),
  recommend: z.boolean(),
  reserved: z.boolean(),
  ...tagDescribedSchema.shape,
});
export type QuestionTagBasic = z.infer<typeof questionTagBasicSchema>;
export const questionTagBasicListSchema = z.array(questionTagBasicSchema);

export const questionWriteEndpoints = {
  addQuestion: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/question`, body: questionAddBodySchema, response: questionWriteResponseSchema }),
  updateQuestion: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/question`, body: questionUpdateBodySchema, response: questionWriteResponseSchema }),
  getSimilarQuestions: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/question/similar`,
    query: similarQuestionQuerySchema,
    response: similarQuestionPageSchema,
  }),
  getQuestionTags: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/question/tags`, query: questionTagsQuerySchema, response: questionTagBasicListSchema }),
} as const;
