import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentType } from '@site/shared/contract';
import { STORAGE_KEYS, storage } from '@site/shared/lib';
import { mockState, questions } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { PostListPage } from './post-list-page';

setupMockServer();
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
});

test('content_type in the address picks the kind; choosing another tab updates the address', async () => {
  const { router } = renderRoutes(routes, '/questions?content_type=1');
  expect((await screen.findAllByTestId('post-title')).map((el) => el.textContent)).toEqual(titlesOf(ContentType.question).slice(0, 20));

  await userEvent.click(screen.getByRole('tab', { name: 'Bounties' }));
  expect(router.state.location.search).toContain('content_type=4');
  expect(await screen.findByText(titlesOf(ContentType.bounty)[0]!)).toBeInTheDocument();
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
