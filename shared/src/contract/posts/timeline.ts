// Timelines (activity/timeline and its detail) and suggested edits (revisions/unreviewed, revisions/audit), with
// Apache Answer's names: schema.GetObjectTimelineResp, schema.GetObjectTimelineDetailResp, schema.RevisionAuditReq.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { API_PREFIX, def } from '../define.js';
import { pageSchema } from '../envelope.js';
import { userBasicSchema } from '../user.js';

/** What a timeline or a revision belongs to. */
export const timelineObjectTypeSchema = z.enum(['question', 'answer', 'tag']);
export type TimelineObjectType = z.infer<typeof timelineObjectTypeSchema>;

/** The activity types a timeline item may carry (spec section 3 "Timeline action types", plus edits and creation). */
export const TIMELINE_ACTIVITY_TYPES = [
  'asked',
  'answered',
  'created',
  'edited',
  'rollback',
  'closed',
  'reopened',
  'deleted',
  'undeleted',
  'pin',
  'unpin',
  'show',
  'hide',
  'accept',
  'upvote',
  'downvote',
] as const;
/** The activity types that point at a revision (their detail is a diff). */
export const REVISION_ACTIVITY_TYPES: readonly string[] = ['asked', 'answered', 'created', 'edited', 'rollback'];

const queryBoolean = z.union([z.boolean(), z.stringbool()]);

/**
 * GET activity/timeline. Posts and answers share one id space, so `object_type` is needed only for a tag (Answer
 * reads the type from the id). `show_vote`: vote entries too, for staff (members never see them).
 */
export const timelineQuerySchema = z.object({
  object_id: idSchema,
  object_type: timelineObjectTypeSchema.optional(),
  show_vote: queryBoolean.optional().default(false),
});

/** schema.ActObjectInfo: what the timeline is about. */
export const timelineObjectInfoSchema = z.object({
  title: z.string(),
  object_type: timelineObjectTypeSchema,
  question_id: z.string(),
  answer_id: z.string(),
  /** The creator's username and display name. */
  username: z.string(),
  display_name: z.string(),
  main_tag_slug_name: z.string(),
  /** Our extensions: the question's url title (for links), and the tag's slug (a tag's title is its display name). */
  url_title: z.string(),
  slug_name: z.string(),
});

/** schema.ActObjectTimeline. `comment` is plain text (an edit summary or a close message), never HTML. */
export const timelineItemSchema = z.object({
  activity_id: z.string(),
  /** '0' for entries without a revision. */
  revision_id: z.string(),
  created_at: z.number().int(),
  activity_type: z.enum(TIMELINE_ACTIVITY_TYPES),
  comment: z.string(),
  object_id: z.string(),
  object_type: timelineObjectTypeSchema,
  cancelled: z.boolean(),
  cancelled_at: z.number().int(),
  /** Who did it; absent where the member may not know (an account gone). */
  user_info: userBasicSchema.optional(),
  /** Flat copies of user_info's names (the brief's and older Answer clients' fields). */
  username: z.string(),
  user_display_name: z.string(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const timelineSchema = z.object({ object_info: timelineObjectInfoSchema, timeline: z.array(timelineItemSchema) });
export type Timeline = z.infer<typeof timelineSchema>;

/** GET activity/timeline/detail: two revisions to compare; '0' for "none" (the first revision has no older one). */
export const timelineDetailQuerySchema = z.object({
  new_revision_id: idSchema,
  old_revision_id: z.union([z.literal('0'), idSchema]).optional().default('0'),
});

/** schema.ObjectTimelineTag. */
export const timelineTagSchema = z.object({
  slug_name: z.string(),
  display_name: z.string(),
  main_tag_slug_name: z.string(),
  recommend: z.boolean(),
  reserved: z.boolean(),
});

/** schema.ObjectTimelineDetail: one revision's whole version (the client diffs two of them). */
export const revisionDetailSchema = z.object({
  title: z.string(),
  tags: z.array(timelineTagSchema),
  original_text: z.string(),
  slug_name: z.string(),
  main_tag_slug_name: z.string(),
});
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

export const timelineDetailSchema = z.object({ new_revision: revisionDetailSchema.nullable(), old_revision: revisionDetailSchema.nullable() });
export type TimelineDetail = z.infer<typeof timelineDetailSchema>;

/** GET revisions/unreviewed: one suggested edit a page (Answer's paging), oldest first; `type` filters by object. */
export const unreviewedRevisionQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  type: timelineObjectTypeSchema.optional(),
});

/** schema.UnreviewedRevisionInfoInfo (the parts a reviewer needs): the object as it is now. */
export const unreviewedObjectInfoSchema = z.object({
  object_id: z.string(),
  object_type: timelineObjectTypeSchema,
  question_id: z.string(),
  answer_id: z.string(),
  title: z.string(),
  url_title: z.string(),
  /** The current version, in the timeline detail's shape (the reviewer's diff is against it). */
  current: revisionDetailSchema,
});

/** schema.GetRevisionResp (use_id is Answer's spelling); `content` is the suggested version. */
export const unreviewedRevisionSchema = z.object({
  id: z.string(),
  use_id: z.string(),
  object_id: z.string(),
  title: z.string(),
  url_title: z.string(),
  content: revisionDetailSchema,
  status: z.number().int(),
  create_at: z.number().int(),
  user_info: userBasicSchema.optional(),
  /** The suggester's edit summary. */
  reason: z.string(),
});

/** schema.GetUnreviewedRevisionResp. */
export const unreviewedRevisionItemSchema = z.object({
  type: timelineObjectTypeSchema,
  info: unreviewedObjectInfoSchema,
  unreviewed_info: unreviewedRevisionSchema,
});
export type UnreviewedRevisionItem = z.infer<typeof unreviewedRevisionItemSchema>;
export const unreviewedRevisionPageSchema = pageSchema(unreviewedRevisionItemSchema);

/** PUT revisions/audit (schema.RevisionAuditReq). */
export const revisionAuditBodySchema = z.object({ id: idSchema, operation: z.enum(['approve', 'reject']) });
export type RevisionAuditBody = z.input<typeof revisionAuditBodySchema>;

export const timelineEndpoints = {
  getObjectTimeline: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/activity/timeline`, query: timelineQuerySchema, response: timelineSchema }),
  getObjectTimelineDetail: def({
    method: 'GET',
    access: 'login',
    path: `${API_PREFIX}/activity/timeline/detail`,
    query: timelineDetailQuerySchema,
    response: timelineDetailSchema,
  }),
  getUnreviewedRevisions: def({
    method: 'GET',
    access: 'staff',
    path: `${API_PREFIX}/revisions/unreviewed`,
    query: unreviewedRevisionQuerySchema,
    response: unreviewedRevisionPageSchema,
  }),
  auditRevision: def({ method: 'PUT', access: 'staff', path: `${API_PREFIX}/revisions/audit`, body: revisionAuditBodySchema, response: z.null() }),
} as const;
