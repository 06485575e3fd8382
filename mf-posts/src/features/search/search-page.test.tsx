import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type SearchResult } from '@site/shared/contract';
import { anyOrigin, makeAnswerHit, makePostHit, mockState, ok } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { SearchPage } from './search-page';

const server = setupMockServer();
const routes = [at('/search', <SearchPage />), at('/questions/*', <p>Detail page</p>)];
const items = () => screen.findAllByTestId('search-item');
const post = (id: string) => mockState.questions.find((q) => q.id === id)!;

/**
 * Answers GET search as the server would for each query the test names (what a query matches is the server's), and
 * records the parameters of every search the page makes.
 */
function answerSearch(byQuery: Record<string, SearchResult[]>) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(anyOrigin(endpoints.getSearch.path), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const hits = byQuery[params.get('q') ?? ''] ?? [];
      return ok({ count: hits.length, list: hits });
    }),
  );
  return asked;
}

test('shows the hits the server answers for q from the address: posts and answers, with links, excerpts, tags and authors', async () => {
  const asked = answerSearch({
    guide: [makePostHit(post('1024')), makeAnswerHit(post('1025'), { id: '5001', text: 'Try the official guide first.', username: 'bob' })],
  });
  renderRoutes(routes, '/search?q=guide');
  const found = await items();
  expect(found).toHaveLength(2);
  expect(screen.getByTestId('search-count')).toHaveTextContent('2 results');
  expect(screen.getByRole('heading', { name: 'Results for "guide"' })).toBeInTheDocument();
  expect(asked.map((p) => p.get('q'))).toContain('guide');

  const [postHit, answerHit] = found as [HTMLElement, HTMLElement];
  expect(postHit).toHaveAttribute('data-type', 'question');
  expect(within(postHit).getByTestId('search-item-title')).toHaveAttribute('href', '/questions/1024/a-guide-to-topic-24');
  expect(within(postHit).getByTestId('search-item-excerpt')).toHaveTextContent('About A guide to topic 24');
  expect(within(postHit).getByText('react')).toBeInTheDocument();
  expect(within(postHit).getByText('alice')).toBeInTheDocument();

  expect(answerHit).toHaveAttribute('data-type', 'answer');
  expect(within(answerHit).getByText('Answer')).toBeInTheDocument();
  expect(within(answerHit).getByTestId('search-item-title')).toHaveAttribute('href', '/questions/1025/how-do-i-topic-25/5001');
  expect(within(answerHit).getByTestId('search-item-excerpt')).toHaveTextContent('Try the official guide first.');
});

test('the query box searches again and keeps the query in the address; the order tabs ask the server in that order', async () => {
  const answer = makeAnswerHit(post('1025'), { id: '5001', text: 'Try the official guide first.', username: 'bob' });
  const asked = answerSearch({ guide: [makePostHit(post('1024'))], '[react] is:answer': [answer] });
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
  await screen.findByText('1 result');
  expect(asked.some((p) => p.get('q') === '[react] is:answer' && p.get('order') === 'newest')).toBe(true);
  await userEvent.click(screen.getByTestId('search-item-title'));
  expect(await screen.findByText('Detail page')).toBeInTheDocument();
}, 20_000); // typing key by key is slow on a busy machine

test('no hits: an empty state that explains the syntax; the sidebar always lists the tips', async () => {
  answerSearch({});
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

test('pages through many hits (the mock answers every fixture post and two answers: 27)', async () => {
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
