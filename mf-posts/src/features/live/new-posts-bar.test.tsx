import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIVE_STREAM_START_DELAY_MS } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, mockLive } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { HttpResponse } from 'msw';
import { NewPostsBar } from './new-posts-bar';

const server = setupMockServer();
jest.setTimeout(30_000);

test('the bar shows the count the list stream sends, with the list\'s kind, tag and age, and a click shows them', async () => {
  mockLive.newPosts = { count: 3 };
  const asked: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/question/page/live')) asked.push(new URL(request.url));
  });
  const onShow = jest.fn();
  const loadedAt = Date.now() - 4000;
  renderRoutes([at('/', <NewPostsBar contentType={1} tag="go" loadedAt={loadedAt} onShow={onShow} />)], '/');
  const bar = await screen.findByTestId('new-posts-bar', undefined, { timeout: LIVE_STREAM_START_DELAY_MS + 3000 });
  expect(bar).toHaveTextContent('3 new posts: show them');
  const q = asked[0]!.searchParams;
  expect([q.get('content_type'), q.get('tag')]).toEqual(['1', 'go']);
  expect(Number(q.get('age_ms'))).toBeGreaterThanOrEqual(4000);
  await userEvent.click(bar);
  expect(onShow).toHaveBeenCalledTimes(1);
});

test('nothing new: no bar; a list not loaded yet does not ask', async () => {
  let calls = 0;
  server.use(cannedAnswer(endpoints.streamNewPosts, () => {
    calls += 1;
    return HttpResponse.text('data: {"count":0}\n\n', { headers: { 'content-type': 'text/event-stream' } });
  }));
  const { unmount } = renderRoutes([at('/', <NewPostsBar loadedAt={undefined} onShow={() => {}} />)], '/');
  await new Promise((r) => setTimeout(r, LIVE_STREAM_START_DELAY_MS + 500));
  expect(calls).toBe(0);
  unmount();
  renderRoutes([at('/', <NewPostsBar loadedAt={Date.now()} onShow={() => {}} />)], '/');
  await waitFor(() => expect(calls).toBe(1), { timeout: LIVE_STREAM_START_DELAY_MS + 3000 });
  expect(screen.queryByTestId('new-posts-bar')).toBeNull();
});
