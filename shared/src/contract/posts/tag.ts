// Contract for tags: the tag pages, create/edit/delete/recover, synonyms and follows. Field names follow Answer's
// swagger (schema.AddTagReq, UpdateTagReq, GetTagResp, GetTagPageResp, GetTagBasicResp, GetFollowingTagsResp,
// TagSynonym, UpdateTagSynonymReq, UpdateFollowTagsReq).
import { z } from 'zod';
import { idSchema } from '../common.js';
import { API_PREFIX, def } from '../define.js';
import { pageQuerySchema, pageSchema } from '../envelope.js';

/** Tag display name and slug limit (spec sections 5 and 9). */
export const TAG_NAME_MAX = 35;
/** Description (original_text) limit: Answer's maxLength. */
export const TAG_DESCRIPTION_MAX = 65536;
export const TAG_EDIT_SUMMARY_MAX = 300;
/** Most tags one follow call may list. */
export const TAG_FOLLOW_MAX = 200;
/** Most synonyms one tag may carry. */
export const TAG_SYNONYMS_MAX = 50;
/** Slug characters (Answer's set): a-z, 0-9 and + # - . ; the server lower-cases a slug before checking it. */
export const TAG_SLUG_PATTERN = /^[a-z0-9+#.-]+$/;

/** Tag status numbers (tags.status) and their names on the wire (Answer's TagStatusDisplayMapping). */
export const TagStatus = { available: 1, deleted: 10 } as const;
export const tagStatusNames = ['available', 'deleted'] as const;

/** A missing value gets the field's own "required" key; a value of the wrong type falls back to "not valid". */
const requiredWhenMissing = (key: string) => (iss: { input?: unknown }) => (iss.input === undefined ? key : undefined);

/** URL slug: trimmed and lower-cased, then required, at most 35, only the allowed characters. */
export const tagSlugNameSchema = z
  .string({ error: requiredWhenMissing('error.tag.slug_name_empty') })
  .trim()
  .toLowerCase()
  .min(1, { message: 'error.tag.slug_name_empty' })
  .max(TAG_NAME_MAX, { message: 'error.tag.slug_name_too_long' })
  .regex(TAG_SLUG_PATTERN, { message: 'error.tag.slug_name_invalid' });

export const tagDisplayNameSchema = z
  .string({ error: requiredWhenMissing('error.tag.display_name_empty') })
  .trim()
  .min(1, { message: 'error.tag.display_name_empty' })
  .max(TAG_NAME_MAX, { message: 'error.tag.display_name_too_long' });

export const tagDescriptionSchema = z.string().max(TAG_DESCRIPTION_MAX, { message: 'error.tag.description_too_long' });

/** POST tag (schema.AddTagReq). */
export const tagAddBodySchema = z.object({
  slug_name: tagSlugNameSchema,
  display_name: tagDisplayNameSchema,
  original_text: tagDescriptionSchema.default(''),
});
export type TagAddBody = z.input<typeof tagAddBodySchema>;

/**
 * PUT tag (schema.UpdateTagReq): the fields given change, the others stay. `recommend` and `reserved` are the
 * product's addition: only staff may change them.
 */
export const tagUpdateBodySchema = z.object({
  tag_id: idSchema,
  slug_name: tagSlugNameSchema.optional(),
  display_name: tagDisplayNameSchema.optional(),
  original_text: tagDescriptionSchema.optional(),
  edit_summary: z.string().trim().max(TAG_EDIT_SUMMARY_MAX, { message: 'error.tag.edit_summary_too_long' }).optional(),
  recommend: z.boolean().optional(),
  reserved: z.boolean().optional(),
  /** Our extension: staff rolling the tag back send that earlier revision's content and its id. */
  rollback_revision_id: idSchema.optional(),
});
export type TagUpdateBody = z.input<typeof tagUpdateBodySchema>;

/** DELETE tag (schema.RemoveTagReq) and POST tag/recover (schema.RecoverTagReq). */
export const tagIdBodySchema = z.object({ tag_id: idSchema });
export type TagIdBody = z.input<typeof tagIdBodySchema>;

const tagNameQuerySchema = z.string().trim().toLowerCase().max(TAG_NAME_MAX);

/**
 * GET tag: by id or by slug; one of them is needed. Answer's swagger names them tag_id and tag_name, while its
 * server and client use id and name: all four are read, and `id`/`name` arrive in the handler as tag_id/tag_name
 * (an id wins over a name, as in Answer).
 */
export const tagInfoQuerySchema = z
  .object({
    tag_id: idSchema.optional(),
    tag_name: tagNameQuerySchema.optional(),
    id: idSchema.optional(),
    name: tagNameQuerySchema.optional(),
  })
  .refine((q) => q.tag_id || q.tag_name || q.id || q.name, { message: 'error.validation.required', path: ['tag_name'] })
  .transform(({ tag_id, tag_name, id, name }) => ({ tag_id: tag_id || id || undefined, tag_name: tag_name || name || undefined }));
export type TagInfoQuery = z.input<typeof tagInfoQuerySchema>;

const memberActionSchema = z.object({ action: z.string(), name: z.string(), type: z.string() });

/** schema.GetTagResp. A synonym asked for by name answers its main tag, with main_tag_slug_name set. */
export const tagInfoSchema = z.object({
  tag_id: z.string(),
  slug_name: z.string(),
  display_name: z.string(),
  original_text: z.string(),
  parsed_text: z.string(),
  /** A plain-text excerpt of the description. */
  excerpt: z.string(),
  description: z.string(),
  main_tag_slug_name: z.string(),
  question_count: z.number().int(),
  follow_count: z.number().int(),
  is_follower: z.boolean(),
  recommend: z.boolean(),
  reserved: z.boolean(),
  status: z.enum(tagStatusNames),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  member_actions: z.array(memberActionSchema),
});
export type TagInfo = z.infer<typeof tagInfoSchema>;

export const tagPageOrders = ['popular', 'name', 'newest'] as const;
export type TagPageOrder = (typeof tagPageOrders)[number];
/** GET tags/page: slug_name filters by slug or display name (contains, case-insensitive). */
export const tagPageQuerySchema = pageQuerySchema.extend({
  slug_name: z.string().trim().max(TAG_NAME_MAX).optional(),
  query_cond: z.enum(tagPageOrders).default('popular'),
});
export type TagPageQuery = z.input<typeof tagPageQuerySchema>;

/** schema.GetTagPageResp. */
export const tagPageItemSchema = z.object({
  tag_id: z.string(),
  slug_name: z.string(),
  display_name: z.string(),
  original_text: z.string(),
  parsed_text: z.string(),
  excerpt: z.string(),
  description: z.string(),
  question_count: z.number().int(),
  follow_count: z.number().int(),
  is_follower: z.boolean(),
  recommend: z.boolean(),
  reserved: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type TagPageItem = z.infer<typeof tagPageItemSchema>;
export const tagPageSchema = pageSchema(tagPageItemSchema);

/** GET tags: a comma-separated list of slugs. */
export const tagsBySlugQuerySchema = z.object({ tags: z.string().max(TAG_NAME_MAX * 50).default('') });
/** schema.GetTagBasicResp. */
export const tagBasicSchema = z.object({
  tag_id: z.string(),
  slug_name: z.string(),
  display_name: z.string(),
  recommend: z.boolean(),
  reserved: z.boolean(),
});

/** PUT tag: the tag as it now is; `wait_for_review` (Answer's schema.UpdateTagResp): the edit waits for review. */
export const tagUpdateResponseSchema = tagBasicSchema.extend({ wait_for_review: z.boolean() });
export type TagUpdateResponse = z.infer<typeof tagUpdateResponseSchema>;

export type TagBasic = z.infer<typeof tagBasicSchema>;

/**
 * What every list of tags carries of a tag's description, as tags/page does in Answer: `parsed_text` the sanitized
 * HTML of the description, `excerpt` its plain-text start (Answer's tag cards show it). Both empty without one.
 */
export const tagDescribedSchema = z.object({ parsed_text: z.string(), excerpt: z.string() });
export type TagDescribed = z.infer<typeof tagDescribedSchema>;

/** GET tags: the basic fields and the description. */
export const tagListItemSchema = tagBasicSchema.extend(tagDescribedSchema.shape);
export type TagListItem = z.infer<typeof tagListItemSchema>;
export const tagBasicListSchema = z.array(tagListItemSchema);

/** schema.GetFollowingTagsResp (plus the description). */
export const followingTagSchema = tagBasicSchema.extend({ main_tag_slug_name: z.string(), ...tagDescribedSchema.shape });
export type FollowingTag = z.infer<typeof followingTagSchema>;
export const followingTagListSchema = z.array(followingTagSchema);

/** PUT follow/tags: every tag the user follows after the call (an empty list unfollows all). */
export const followTagsBodySchema = z.object({
  slug_name_list: z
    .array(z.string().trim().toLowerCase().min(1).max(TAG_NAME_MAX))
    .max(TAG_FOLLOW_MAX, { message: 'error.tag.follow_too_many' }),
});
export type FollowTagsBody = z.input<typeof followTagsBodySchema>;

/** GET tag/synonyms. */
export const tagSynonymsQuerySchema = z.object({ tag_id: idSchema });
/** schema.TagSynonym. */
export const tagSynonymSchema = z.object({
  tag_id: z.string(),
  slug_name: z.string(),
  display_name: z.string(),
  main_tag_slug_name: z.string(),
  ...tagDescribedSchema.shape,
});
export type TagSynonym = z.infer<typeof tagSynonymSchema>;
/** schema.GetTagSynonymsResp. */
export const tagSynonymsSchema = z.object({ synonyms: z.array(tagSynonymSchema), member_actions: z.array(memberActionSchema) });
export type TagSynonyms = z.infer<typeof tagSynonymsSchema>;

/** One entry of PUT tag/synonym (schema.TagItem): an existing tag's slug, or a new tag made on the fly. */
export const tagSynonymItemSchema = z.object({
  slug_name: tagSlugNameSchema,
  display_name: z.string().trim().max(TAG_NAME_MAX, { message: 'error.tag.display_name_too_long' }).optional(),
  original_text: tagDescriptionSchema.optional(),
});
/** PUT tag/synonym (schema.UpdateTagSynonymReq): the whole synonym list after the call. */
export const tagSynonymUpdateBodySchema = z.object({
  tag_id: idSchema,
  synonym_tag_list: z
    .array(tagSynonymItemSchema, { error: requiredWhenMissing('error.validation.required') })
    .max(TAG_SYNONYMS_MAX, { message: 'error.tag.synonyms_too_many' }),
});
export type TagSynonymUpdateBody = z.input<typeof tagSynonymUpdateBodySchema>;

const empty = z.null();

export const tagEndpoints = {
  getTag: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/tag`, query: tagInfoQuerySchema, response: tagInfoSchema }),
  getTagPage: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/tags/page`, query: tagPageQuerySchema, response: tagPageSchema }),
  getTagsBySlug: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/tags`, query: tagsBySlugQuerySchema, response: tagBasicListSchema }),
  getFollowingTags: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/tags/following`, response: followingTagListSchema }),
  updateFollowTags: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/follow/tags`, body: followTagsBodySchema, response: empty }),
  addTag: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/tag`, body: tagAddBodySchema, response: tagBasicSchema }),
  updateTag: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/tag`, body: tagUpdateBodySchema, response: tagUpdateResponseSchema }),
  deleteTag: def({ method: 'DELETE', access: 'staff', path: `${API_PREFIX}/tag`, body: tagIdBodySchema, response: empty }),
  recoverTag: def({ method: 'POST', access: 'staff', path: `${API_PREFIX}/tag/recover`, body: tagIdBodySchema, response: empty }),
  getTagSynonyms: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/tag/synonyms`, query: tagSynonymsQuerySchema, response: tagSynonymsSchema }),
  updateTagSynonym: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/tag/synonym`, body: tagSynonymUpdateBodySchema, response: empty }),
} as const;
