import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type LoggedUser } from '@site/shared/contract';
import { anyOrigin, users } from '@site/mock-server';
import { http, HttpResponse, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes, ToastsProbe } from '@site/mock-server/render';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { TimelinePage } from './timeline-page';

const server = setupMockServer();
jest.setTimeout(30_000);

function storeAs(user?: LoggedUser) {
  const store = makeStore();
  if (user) {
    store.dispatch(setToken(user.access_token));
    store.dispatch(setUser(user));
  }
  return store;
}

const routes = [
  at(
    '/posts/:qid/timeline',
    <>
      <TimelinePage />
      <ToastsProbe />
    </>,
  ),
  at('/posts/:qid/:aid/timeline', <TimelinePage />),
  at('/tags/:tagId/timeline', <TimelinePage />),
  at('/users/login', <p>login page</p>),
];

test('a member sees who did what and when, without vote entries, and opens an edit to see its changes', async () => {
  renderRoutes(routes, '/posts/1001/timeline', storeAs(users.activated));
  expect(await screen.findByTestId('timeline-object-link')).toHaveTextContent('How do I bake bread?');
  const rows = screen.getAllByTestId(/^timeline-row-/).map((r) => r.getAttribute('data-testid'));
  expect(rows).toEqual(['timeline-row-asked', 'timeline-row-edited', 'timeline-row-closed', 'timeline-row-reopened', 'timeline-row-rollback']);
  const closed = screen.getByTestId('timeline-row-closed');
  expect(within(closed).getByText('duplicate')).toBeInTheDocument();
  expect(within(closed).getByText('Mod')).toBeInTheDocument();
  expect(screen.queryByTestId('timeline-show-votes')).not.toBeInTheDocument();
  expect(screen.queryByTestId(/^rollback-/)).not.toBeInTheDocument();

  // The edit against the version before it: the word that changed, the tag added, title changes.
  await userEvent.click(screen.getByTestId('timeline-toggle-2'));
  const detail = await screen.findByTestId('timeline-detail-902');
  expect(within(detail).getByTestId('diff-title').querySelector('ins')).toHaveTextContent('at home?');
  expect(within(detail).getByTestId('diff-tags').querySelector('[data-diff="added"]')).toHaveTextContent('baking');
  // Rendered view: the changed paragraph rendered, old struck and new marked.
  const rendered = within(detail).getByTestId('diff-rendered');
  expect(rendered.querySelector('[data-diff="removed"] strong')).toHaveTextContent('bread');
  expect(rendered.querySelector('[data-diff="added"] strong')).toHaveTextContent('sourdough bread');
  // Source view: the markdown itself, word by word.
  await userEvent.click(within(detail).getByTestId('diff-view-source'));
  const source = await within(detail).findByTestId('diff-source');
  expect(source.querySelector('del')).toHaveTextContent('**bread**');
  expect(source.querySelector('ins')).toHaveTextContent('**sourdough');
});

test('staff may show the vote entries and roll back to an earlier version', async () => {
  const sent: unknown[] = [];
  server.use(
    http.put(anyOrigin(endpoints.updateQuestion.path), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ code: 200, reason: 'base.success', msg: 'Success.', data: { id: '1001', url_title: 'x', wait_for_review: false } });
    }),
  );
  renderRoutes(routes, '/posts/1001/timeline', storeAs(users.moderator));
  await userEvent.click(await screen.findByTestId('timeline-show-votes'));
  const upvote = await screen.findByTestId('timeline-row-upvote');
  expect(within(upvote).getByText('Cancelled')).toBeInTheDocument();

  await userEvent.click(screen.getByTestId('timeline-toggle-1'));
  await screen.findByTestId('timeline-detail-901');
  expect(screen.getByText('The first version.')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('rollback-901'));
  await userEvent.click(await screen.findByTestId('rollback-ok'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    id: '1001',
    title: 'How do I bake bread?',
    content: 'I want to bake **bread** at home.',
    tags: [{ slug_name: 'bread' }],
    rollback_revision_id: '901',
  });
  expect(await screen.findByText('Rolled back.')).toBeInTheDocument();
});

test('the latest version offers no rollback', async () => {
  renderRoutes(routes, '/posts/1001/timeline', storeAs(users.admin));
  await userEvent.click(await screen.findByTestId('timeline-toggle-6'));
  await screen.findByTestId('timeline-detail-903');
  expect(screen.queryByTestId('rollback-903')).not.toBeInTheDocument();
});

test('a visitor is sent to log in', async () => {
  renderRoutes(routes, '/posts/1001/timeline', storeAs());
  expect(await screen.findByText('login page')).toBeInTheDocument();
});

test('a timeline the member may not see says so', async () => {
  server.use(http.get(anyOrigin(endpoints.getObjectTimeline.path), () => HttpResponse.json({ code: 404, reason: 'error.question.not_found', msg: 'Question not found.', data: null }, { status: 404 })));
  renderRoutes(routes, '/posts/1001/timeline', storeAs(users.activated));
  expect(await screen.findByTestId('timeline-not-found')).toBeInTheDocument();
});
