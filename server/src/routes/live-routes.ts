import { endpoints as e, type NewPostsFrame, type PostLiveFrame } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { streamRoute } from '../http/route.js';
import { checkPostFollowable, countNewPosts, postLiveFrame } from '../services/live/live-service.js';
import { memberEventStream } from '../services/member-events/member-event-stream.js';
import { LISTS_TOPIC, NEW_LISTED_POST, POST_CHANGED, postTopic } from '../services/member-events/post-events.js';
import type { SiteState } from '../state/site-state.js';

/** A frame even when nothing changed: it keeps proxies from closing a quiet stream, and heals a missed event. */
const HEARTBEAT_MS = 25_000;

/** Open posts and lists follow what others change (our extension); visitors too, wherever they may read. */
export async function liveRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  streamRoute(app, e.streamPostUpdates, async ({ user, query }) => {
    await checkPostFollowable(state.db, user, query.id);
    return memberEventStream<PostLiveFrame>(app, {
      key: postTopic(query.id),
      kind: POST_CHANGED.kind,
      heartbeatMs: HEARTBEAT_MS,
      read: () => postLiveFrame(state.db, query.id),
    });
  });
  streamRoute(app, e.streamNewPosts, async ({ query }) => {
    // Durations from the page, the moment from this server's clock: the two clocks never meet.
    const since = new Date(Date.now() - query.age_ms);
    return memberEventStream<NewPostsFrame>(app, {
      key: LISTS_TOPIC,
      kind: NEW_LISTED_POST.kind,
      heartbeatMs: HEARTBEAT_MS,
      read: () => countNewPosts(state.db, query, since),
    });
  });
}
