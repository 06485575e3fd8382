import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentType } from '@site/shared/contract';
import { STORAGE_KEYS, storage } from '@site/shared/lib';
import { mockState, questions } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { PostListPage } from './post-list-page';

const server = setupMockServer();
beforeEach(() => localStorage.clear());

const routes = [at('/', <PostListPage />), at('/questions', <PostListPage />)];
const titlesOf = (type: number) => questions.filter((q) => q.content_type === type).map((q) => q.title);

test('the home page lists articles (the default kind) from the server, with formatted counts', async () => {
  renderRoutes(routes, '/');
  const list = await screen.findByTestId('post-list');
  const shown = (await within(list).findAllByTestId('post-title')).map((el) => el.textContent);
  expect(shown).toEqual(titlesOf(ContentType.article).slice(0, shown.length));
  expect(shown.length).toBeGreaterThan(0);
  // Fixture view counts 1,234 and 13,574: separators under 10,000, one-decimal k above, truncated (spec section 9).
  expect(within(list).getByText('1,234 views')).toBeInTheDocument();
  expect(within(list).getByText('13.5k views')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Articles', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Articles');
});

test('/questions lists questions and says so in its heading', async () => {
  renderRoutes(routes, '/questions');
  const list = await screen.findByTestId('post-list');
  const shown = (await within(list).findAllByTestId('post-title')).map((el) => el.textContent);
  expect(shown).toEqual(titlesOf(ContentType.question).slice(0, shown.length));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Questions');
  expect(screen.getByRole('tab', { name: 'Questions', selected: true })).toBeInTheDocument();
});

test('content_type in the address picks the kind; choosing another tab updates the address', async () => {
  const { router } = renderRoutes(routes, '/questions?content_type=1');
  expect((await screen.findAllByTestId('post-title')).map((el) => el.textContent)).toEqual(titlesOf(ContentType.question).slice(0, 20));

  await userEvent.click(screen.getByRole('tab', { name: 'Bounties' }));
  expect(router.state.location.search).toContain('content_type=4');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bounties');
  // Inside the list: the hot list beside it may show the same title.
  expect(await within(screen.getByTestId('post-list')).findByText(titlesOf(ContentType.bounty)[0]!)).toBeInTheDocument();
});

test('the view toggle switches card/compact and the choice is kept in local storage', async () => {
  const first = renderRoutes(routes, '/');
  const list = await screen.findByTestId('post-list');
  expect(list).toHaveAttribute('data-view', 'card');

  await userEvent.click(screen.getByTestId('view-toggle'));
  expect(screen.getByTestId('post-list')).toHaveAttribute('data-view', 'compact');
  expect(storage.get(STORAGE_KEYS.listViewMode)).toBe('compact');
  first.unmount();

  renderRoutes(routes, '/');
  expect(await screen.findByTestId('post-list')).toHaveAttribute('data-view', 'compact');
});

test('a kind without posts says so', async () => {
  mockState.questions = mockState.questions.filter((q) => q.content_type !== ContentType.aipic);
  renderRoutes(routes, '/questions?content_type=5');
  expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  expect(screen.queryAllByTestId('post-item')).toHaveLength(0);
});

test('the sidebar shows the hot list: six posts of the last seven days by views', async () => {
  const asked: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/question/page')) asked.push(url.searchParams);
  });
  renderRoutes(routes, '/');
  const hot = await screen.findByTestId('hot-list');
  expect(within(hot).getByText('Hot this week')).toBeInTheDocument();
  const entries = await within(hot).findAllByTestId('hot-item');
  expect(entries).toHaveLength(6);
  expect(within(entries[0]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/questions\/\d+\//));
  const hotCall = asked.find((p) => p.get('order') === 'frequent');
  expect(hotCall && Object.fromEntries(hotCall)).toEqual({ page: '1', page_size: '6', order: 'frequent', in_days: '7' });
  server.events.removeAllListeners();
});

test('?tag= narrows the list and shows the tag filter, which can be cleared', async () => {
  const { router } = renderRoutes(routes, '/questions?content_type=1&tag=react');
  const filter = await screen.findByTestId('tag-filter');
  expect(within(filter).getByText('react')).toBeInTheDocument();
  const list = await screen.findByTestId('post-list');
  const shown = (await within(list).findAllByTestId('post-title')).map((el) => el.textContent);
  const expected = questions.filter((q) => q.content_type === ContentType.question && q.tags.some((t) => t.slug_name === 'react')).map((q) => q.title);
  expect(shown).toEqual(expected);

  await userEvent.click(within(filter).getByTestId('tag-filter-clear'));
  expect(new URLSearchParams(router.state.location.search).get('tag')).toBeNull();
  expect(screen.queryByTestId('tag-filter')).not.toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByTestId('post-list')).getAllByTestId('post-title')).toHaveLength(titlesOf(ContentType.question).length));
});

test('without ?tag= there is no tag filter', async () => {
  renderRoutes(routes, '/');
  await screen.findByTestId('post-list');
  expect(screen.queryByTestId('tag-filter')).not.toBeInTheDocument();
});

test('the period picks in_days for the list and keeps it in the address', async () => {
  const asked: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/question/page') && url.searchParams.get('page_size') === '20') asked.push(url.searchParams);
  });
  const { router } = renderRoutes(routes, '/questions?content_type=1&order=score');
  await screen.findAllByTestId('post-title');
  expect(asked.every((p) => !p.has('in_days'))).toBe(true);

  await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
  await userEvent.click(await screen.findByTitle('Past week'));
  await waitFor(() => expect(router.state.location.search).toContain('in_days=7'));
  expect(router.state.location.search).toContain('order=score');
  await waitFor(() => expect(asked.some((p) => p.get('in_days') === '7' && p.get('order') === 'score')).toBe(true));
  server.events.removeAllListeners();
});
