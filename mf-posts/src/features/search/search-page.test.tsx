import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, ok } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { SearchPage } from './search-page';

const server = setupMockServer();
const routes = [at('/search', <SearchPage />), at('/questions/*', <p>Detail page</p>)];
const items = () => screen.findAllByTestId('search-item');

test('shows the hits of q from the address: posts and answers, with links, excerpts, tags and authors', async () => {
  renderRoutes(routes, '/search?q=guide');
  const found = await items();
  expect(found).toHaveLength(7);
  expect(screen.getByTestId('search-count')).toHaveTextContent('7 results');
  expect(screen.getByRole('heading', { name: 'Results for "guide"' })).toBeInTheDocument();

  const post = found.find((el) => el.getAttribute('data-type') === 'question')!;
  expect(within(post).getByTestId('search-item-title')).toHaveAttribute('href', '/questions/1024/a-guide-to-topic-24');
  expect(within(post).getByTestId('search-item-excerpt')).toHaveTextContent('About A guide to topic 24');
  expect(within(post).getByText('react')).toBeInTheDocument();
  expect(within(post).getByText('alice')).toBeInTheDocument();

  const answer = found.find((el) => el.getAttribute('data-type') === 'answer')!;
  expect(within(answer).getByText('Answer')).toBeInTheDocument();
  expect(within(answer).getByTestId('search-item-title')).toHaveAttribute('href', '/questions/1025/how-do-i-topic-25/5001');
  expect(within(answer).getByTestId('search-item-excerpt')).toHaveTextContent('Try the official guide first.');
});

test('the query box searches again and keeps the query in the address; the order tabs sort', async () => {
  const { router } = renderRoutes(routes, '/search?q=guide&page=1');
  await items();
  const box = screen.getByRole('searchbox', { name: 'Search' });
  expect(box).toHaveValue('guide');
  await userEvent.clear(box);
  await userEvent.type(box, '[[react] is:answer{Enter}');
  expect(new URLSearchParams(router.state.location.search).get('q')).toBe('[react] is:answer');
  await screen.findByText('1 result');
  expect((await items()).map((el) => el.getAttribute('data-type'))).toEqual(['answer']);

  await userEvent.click(screen.getByText('Newest'));
  expect(new URLSearchParams(router.state.location.search).get('order')).toBe('newest');
  await userEvent.click(screen.getByTestId('search-item-title'));
  expect(await screen.findByText('Detail page')).toBeInTheDocument();
}, 20_000); // typing key by key is slow on a busy machine

test('no hits: an empty state that explains the syntax; the sidebar always lists the tips', async () => {
  renderRoutes(routes, '/search?q=nothing-matches-this');
  const empty = await screen.findByTestId('search-empty');
  expect(within(empty).getByText('No results found.')).toBeInTheDocument();
  expect(within(empty).getByText('user:name')).toBeInTheDocument();
  const tips = screen.getByTestId('search-tips');
  for (const syntax of ['[tag]', 'user:name', 'answers:3', 'score:3', 'is:question', 'is:answer']) {
    expect(within(tips).getByText(syntax)).toBeInTheDocument();
  }
});

test('without a query nothing is searched', async () => {
  renderRoutes(routes, '/search');
  expect(await screen.findByTestId('search-start')).toBeInTheDocument();
  expect(screen.queryAllByTestId('search-item')).toHaveLength(0);
});

test('pages through many hits', async () => {
  const { router } = renderRoutes(routes, '/search?q=topic');
  expect(await items()).toHaveLength(20);
  expect(screen.getByText('27 results')).toBeInTheDocument();
  await userEvent.click(screen.getByTitle('2'));
  expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  await screen.findByText('How do I topic 5');
});

test('shows the "search provided by" credit only when a search plugin gives one', async () => {
  const first = renderRoutes(routes, '/search?q=guide');
  await items();
  expect(screen.queryByTestId('search-credit')).not.toBeInTheDocument();
  first.unmount();

  server.use(http.get(anyOrigin(endpoints.getSearchDesc.path), () => ok({ icon: '', link: 'https://search.example/' })));
  renderRoutes(routes, '/search?q=guide');
  const credit = await screen.findByTestId('search-credit');
  expect(credit).toHaveAttribute('href', 'https://search.example/');
  expect(credit).toHaveTextContent('Search provided by search.example');
});
