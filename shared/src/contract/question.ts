import { z } from 'zod';
import { contentTypeSchema, idSchema } from './common.js';
import { pageQuerySchema, pageSchema } from './envelope.js';
import { pictureSchema } from './picture.js';
import { userBasicSchema } from './user.js';

export const TITLE_MAX = 150;

export const tagBriefSchema = z.object({
  slug_name: z.string(),
  display_name: z.string(),
  main_tag_slug_name: z.string(),
  recommend: z.boolean(),
  reserved: z.boolean(),
});
export type TagBrief = z.infer<typeof tagBriefSchema>;

export const questionOrders = ['newest', 'active', 'hot', 'frequent', 'score', 'unanswered'] as const;

/** GET question/page query. content_type 0 (or absent) lists every kind. */
export const questionPageQuerySchema = pageQuerySchema.extend({
  order: z.enum(questionOrders).default('newest'),
  content_type: contentTypeSchema.optional(),
  tag: z.string().max(35).optional(),
  in_days: z.coerce.number().int().min(0).max(3650).optional(),
});
export type QuestionPageQuery = z.input<typeof questionPageQuerySchema>;

/** Fields a post carries both in lists and in its detail. */
const postCommonSchema = z.object({
  id: z.string(),
  title: z.string(),
  url_title: z.string(),
  description: z.string(),
  content_type: z.number().int(),
  score: z.number().int(),
  status: z.number().int(),
  pin: z.number().int(),
  show: z.number().int(),
  view_count: z.number().int(),
  unique_view_count: z.number().int(),
  vote_count: z.number().int(),
  answer_count: z.number().int(),
  collection_count: z.number().int(),
  follow_count: z.number().int(),
  accepted_answer_id: z.string(),
  last_answer_id: z.string(),
  tags: z.array(tagBriefSchema),
  /** An AI picture post's picture (absent on other kinds). */
  picture: pictureSchema.optional(),
});

export const questionListItemSchema = postCommonSchema.extend({
  created_at: z.number().int(),
  operated_at: z.number().int(),
  operation_type: z.string(),
  operator: userBasicSchema.nullable(),
});
export type QuestionListItem = z.infer<typeof questionListItemSchema>;
export const questionPageSchema = pageSchema(questionListItemSchema);

/** GET question/info query. */
export const questionInfoQuerySchema = z.object({ id: idSchema });

/** GET question/info (api-conventions lists the fields; swagger documents it wrongly). */
export const questionInfoSchema = postCommonSchema.extend({
  content: z.string(),
  html: z.string(),
  first_answer_id: z.string(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  edit_time: z.number().int(),
  user_info: userBasicSchema,
  update_user_info: userBasicSchema.optional(),
  last_answered_user_info: userBasicSchema.optional(),
  answered: z.boolean(),
  collected: z.boolean(),
  vote_status: z.string(),
  is_followed: z.boolean(),
  member_actions: z.array(z.object({ action: z.string(), name: z.string(), type: z.string() })),
});
export type QuestionInfo = z.infer<typeof questionInfoSchema>;
