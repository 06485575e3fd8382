import type { HttpHandler } from 'msw';
import { endpoints, type NewPostsFrame, type PostLiveFrame } from '@site/shared/contract';
import { FIXTURE_NOW } from '../factories.js';
import { handle } from '../handle.js';
import { heldStream } from '../held-stream.js';
import { registerMockReset } from '../state.js';

/**
 * What the live streams send on connect: a post's revision (a test changes it and reconnects, or overrides the
 * handler, to play a change) and the new posts a list would count.
 */
export const mockLive: { post: PostLiveFrame; newPosts: NewPostsFrame } = { post: initialPost(), newPosts: { count: 0 } };

function initialPost(): PostLiveFrame {
  // Long before the page loaded: the first frame alone does not send the page reading again.
  return { revision: 'r1', changed_at: FIXTURE_NOW * 1000, now: FIXTURE_NOW * 1000 + 3_600_000 };
}

registerMockReset(() => {
  mockLive.post = initialPost();
  mockLive.newPosts = { count: 0 };
});

export const liveHandlers: HttpHandler[] = [
  handle(endpoints.streamPostUpdates, ({ request }) => heldStream(request, [mockLive.post])),
  handle(endpoints.streamNewPosts, ({ request }) => heldStream(request, [mockLive.newPosts])),
];
