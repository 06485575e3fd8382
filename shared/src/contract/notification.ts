// Contract for notifications (Apache Answer's notification/* calls) and the live badge stream (our extension).
import { z } from 'zod';
import { idSchema } from './common.js';
import { API_PREFIX, def } from './define.js';
import { pageQuerySchema, pageSchema } from './envelope.js';
import { userBasicSchema } from './user.js';

/** How often a logged page asks for the red dots while the live stream is not connected (spec section 9). */
export const NOTIFICATION_POLL_MS = 3000;
/** How often it still asks while the stream is connected (a safety net: the stream pushes every change). */
export const NOTIFICATION_POLL_STREAMING_MS = 30_000;

/** Answer's two lists: the inbox (what others did to my posts) and achievements (reputation and points changes). */
export const notificationTypes = ['inbox', 'achievement'] as const;
export type NotificationType = (typeof notificationTypes)[number];
/** The inbox's tabs (Answer's inbox_type). */
export const inboxTypes = ['all', 'posts', 'invites', 'votes'] as const;
export type InboxType = (typeof inboxTypes)[number];

/** Our extension: the achievements' tabs (reputation moved by votes and acceptances, or points moved). */
export const achievementTypes = ['all', 'reputation', 'integrals'] as const;
export type AchievementType = (typeof achievementTypes)[number];

export const notificationPageQuerySchema = pageQuerySchema.extend({
  type: z.enum(notificationTypes),
  // Answer's client sends it only for the inbox; anything unknown reads as all.
  inbox_type: z.enum(inboxTypes).catch('all').default('all'),
  achievement_type: z.enum(achievementTypes).catch('all').default('all'),
});

/** What a notification is about, as Answer's item names it; object_map gives the ids a link needs. */
export const notificationObjectSchema = z.object({
  /** The post's title (for a points change without a post: the change's description). */
  title: z.string(),
  object_id: z.string(),
  object_type: z.enum(['question', 'answer', 'comment', 'ledger_entry']),
  /** question, answer (when the object is or sits under an answer), comment. */
  object_map: z.record(z.string(), z.string()),
});

export const notificationItemSchema = z.object({
  id: z.string(),
  /** Who did it; absent for a down-vote (Answer hides down-voters) and for changes nobody caused. */
  user_info: userBasicSchema.optional(),
  object_info: notificationObjectSchema,
  /** The reputation (or, for a points change, the points) it moved; 0 in the inbox. */
  rank: z.number().int(),
  /** What happened, in the request's language ("answered your question"). */
  notification_action: z.string(),
  is_read: z.boolean(),
  update_time: z.number().int(),
  /** Our extension: the stable action key, for clients that word it themselves. */
  action_key: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;
export const notificationPageSchema = pageSchema(notificationItemSchema);

/** GET notification/status: the red dots (new since the list was last opened) per type, and review counts. */
export const notificationStatusSchema = z.object({
  inbox: z.number().int(),
  achievement: z.number().int(),
  revision: z.number().int(),
  can_revision: z.boolean(),
  badge_award: z.null(),
});
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

export const notificationClearBodySchema = z.object({ type: z.enum(notificationTypes) });
export const notificationReadBodySchema = z.object({ id: idSchema });

/** One frame of the live stream: the member's current red dots, sent on connect and whenever they change. */
export const notificationStreamFrameSchema = notificationStatusSchema;

export const notificationEndpoints = {
  getNotificationPage: def({
    method: 'GET',
    access: 'login',
    path: `${API_PREFIX}/notification/page`,
    query: notificationPageQuerySchema,
    response: notificationPageSchema,
  }),
  getNotificationStatus: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/notification/status`, response: notificationStatusSchema }),
  // Clears the red dot of one type (the list was opened); answers the new status.
  clearNotificationStatus: def({
    method: 'PUT',
    access: 'login',
    path: `${API_PREFIX}/notification/status`,
    body: notificationClearBodySchema,
    response: notificationStatusSchema,
  }),
  readNotification: def({
    method: 'PUT',
    access: 'login',
    path: `${API_PREFIX}/notification/read/state`,
    body: notificationReadBodySchema,
    response: z.null(),
  }),
  readAllNotifications: def({
    method: 'PUT',
    access: 'login',
    path: `${API_PREFIX}/notification/read/state/all`,
    body: notificationClearBodySchema,
    response: z.null(),
  }),
  // Our extension: the red dots pushed as they change (text/event-stream on a GET that stays open).
  streamNotificationStatus: def({
    method: 'GET',
    access: 'login',
    path: `${API_PREFIX}/notification/stream`,
    response: notificationStreamFrameSchema,
    stream: true,
  }),
} as const;
