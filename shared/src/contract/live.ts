// Contract for the live pages (our extension): an open post and an open list follow what others change, over
// text/event-stream GETs that stay open. Each frame says "look again" with enough to tell whether to.
import { z } from 'zod';
import { contentTypeSchema, idSchema } from './common.js';
import { API_PREFIX, def } from './define.js';

/** The longest a list page may have been open when it asks what is new since it loaded (older ones reload). */
export const NEW_POSTS_MAX_AGE_MS = 86_400_000;

export const postLiveQuerySchema = z.object({ id: idSchema });

/** One frame of an open post's stream: sent on connect and whenever the post, its answers or comments change. */
export const postLiveFrameSchema = z.object({
  /** Differs from the previous frame's exactly when something on the page changed: the page then reads again. */
  revision: z.string(),
  /** When the latest change recorded a time (server clock, epoch ms); votes change the revision only. */
  changed_at: z.number().int(),
  /** The server's clock when the frame was sent (epoch ms): with changed_at, how long ago that was. */
  now: z.number().int(),
});
export type PostLiveFrame = z.infer<typeof postLiveFrameSchema>;

export const newPostsQuerySchema = z.object({
  content_type: contentTypeSchema.optional(),
  tag: z.string().max(35).optional(),
  /** How long ago the page loaded its list (ms): posts created since then count as new (durations, not clocks). */
  age_ms: z.coerce.number().int().min(0).max(NEW_POSTS_MAX_AGE_MS),
});

/** One frame of a list's stream: how many posts the list would show that appeared since the page loaded it. */
export const newPostsFrameSchema = z.object({ count: z.number().int() });
export type NewPostsFrame = z.infer<typeof newPostsFrameSchema>;

export const liveEndpoints = {
  // Our extension: an open post follows its answers, comments, votes and acceptance.
  streamPostUpdates: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/question/live`,
    query: postLiveQuerySchema,
    response: postLiveFrameSchema,
    stream: true,
  }),
  // Our extension: an open list counts the posts published since it loaded ("N new posts").
  streamNewPosts: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/question/page/live`,
    query: newPostsQuerySchema,
    response: newPostsFrameSchema,
    stream: true,
  }),
} as const;
