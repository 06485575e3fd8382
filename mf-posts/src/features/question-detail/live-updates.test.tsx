import { screen, waitFor } from '@testing-library/react';
import { LIVE_STREAM_START_DELAY_MS } from '@site/shared/api';
import { endpoints, type PostLiveFrame } from '@site/shared/contract';
import { cannedAnswer } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { HttpResponse } from 'msw';
import { QuestionDetailPage } from './question-detail-page';

const server = setupMockServer();
jest.setTimeout(30_000);

// Long ago on the server's clock: a first frame alone is no reason to read again.
const frame = (revision: string): PostLiveFrame => ({ revision, changed_at: 0, now: 3_600_000 });
const endedStream = (f: PostLiveFrame) => HttpResponse.text(`data: ${JSON.stringify(f)}\n\n`, { headers: { 'content-type': 'text/event-stream' } });

test('a stream that breaks and reconnects reads the post again only when the revision moved meanwhile', async () => {
  // Each connection sends one frame and breaks: r1, r1 (nothing missed), then r2 (something changed while away).
  const revisions = ['r1', 'r1', 'r2'];
  let connections = 0;
  server.use(cannedAnswer(endpoints.streamPostUpdates, () => endedStream(frame(revisions[Math.min(connections++, revisions.length - 1)]!))));
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/question/info') || path.endsWith('/answer/page')) reads.push(path.split('/').slice(-2).join('/'));
  });
  renderRoutes([at('/questions/:qid/*', <QuestionDetailPage />)], '/questions/1025');
  await screen.findByTestId('answer-section');
  await waitFor(() => expect(connections).toBeGreaterThanOrEqual(2), { timeout: LIVE_STREAM_START_DELAY_MS + 3000 });
  const loaded = [...reads];
  expect(loaded).toEqual(expect.arrayContaining(['question/info', 'answer/page']));
  // The second connection's r1 matched: nothing read again.
  expect(reads).toEqual(loaded);
  await waitFor(() => expect(connections).toBeGreaterThanOrEqual(3), { timeout: 6000 });
  await waitFor(() => expect(reads.filter((r) => r === 'question/info')).toHaveLength(2));
  expect(reads.filter((r) => r === 'answer/page')).toHaveLength(2);
});
