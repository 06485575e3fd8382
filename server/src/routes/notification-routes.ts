import { endpoints as e, type NotificationStatus } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route, streamRoute } from '../http/route.js';
import {
  clearNotificationStatus,
  notificationPage,
  notificationStatus,
  readAllNotifications,
  readNotification,
} from '../services/notification/notification-service.js';
import { NOTIFICATIONS_CHANGED } from '../repositories/notification-events-repo.js';
import { memberEventStream } from '../services/member-events/member-event-stream.js';
import type { SiteState } from '../state/site-state.js';

/** A frame even when nothing changed: it keeps proxies from closing a quiet stream, and heals a missed event. */
const HEARTBEAT_MS = 25_000;

/** The member's notifications: the lists, the red dots and marking read; the red dots pushed live (our extension). */
export async function notificationRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getNotificationPage, ({ user, query, req }) => notificationPage(state.db, user, query, req.lang));
  route(app, e.getNotificationStatus, ({ user }) => notificationStatus(state.db, user));
  route(app, e.clearNotificationStatus, ({ user, body }) => clearNotificationStatus(state.db, user, body));
  route(app, e.readNotification, ({ user, body }) => readNotification(state.db, user, body));
  route(app, e.readAllNotifications, ({ user, body }) => readAllNotifications(state.db, user, body));
  streamRoute(app, e.streamNotificationStatus, async ({ user }) =>
    memberEventStream<NotificationStatus>(app, {
      key: user.id,
      kind: NOTIFICATIONS_CHANGED.kind,
      heartbeatMs: HEARTBEAT_MS,
      read: () => notificationStatus(state.db, user),
    }),
  );
}
