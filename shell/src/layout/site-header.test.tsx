import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, setUser } from '@site/shared/store';
import { users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { SiteHeader } from './site-header';

setupMockServer();
const page = () => [
  at('/', <SiteHeader />),
  at('/questions', <SiteHeader />),
  at('/search', <SiteHeader />),
  at('/tags', <SiteHeader />),
  at('/questions/ask', <p>Ask page</p>),
  at('/install', <SiteHeader />),
];
const box = () => screen.getByRole('searchbox', { name: 'Search the site' });
const query = (search: string) => new URLSearchParams(search).get('q');

describe('the header search box', () => {
  test('Enter opens the search page with the query', async () => {
    const { router } = renderRoutes(page(), '/questions');
    await userEvent.type(box(), '[[go] user:alice  {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(query(router.state.location.search)).toBe('[go] user:alice');
  }, 20_000); // typing key by key is slow on a busy machine

  test('keeps the current query on the search page, and follows it when the address changes', async () => {
    const { router } = renderRoutes(page(), '/search?q=hello%20world');
    expect(box()).toHaveValue('hello world');
    await userEvent.clear(box());
    await userEvent.type(box(), 'is:answer{Enter}');
    expect(query(router.state.location.search)).toBe('is:answer');
    await act(() => router.navigate('/questions'));
    await waitFor(() => expect(box()).toHaveValue(''));
  }, 20_000);

  test('an empty search opens the search page without a query', async () => {
    const { router } = renderRoutes(page(), '/');
    await userEvent.type(box(), '   {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('');
  });
});

describe('the navigation entries', () => {
  const selectedEntry = () => document.querySelector('.ant-menu-item-selected')?.textContent;

  test('/questions selects Questions, / selects the default kind (Articles), content_type selects its kind', async () => {
    const { router } = renderRoutes(page(), '/questions');
    expect(selectedEntry()).toBe('Questions');
    await act(() => router.navigate('/'));
    expect(selectedEntry()).toBe('Articles');
    for (const [type, name] of [[1, 'Questions'], [2, 'Articles'], [3, 'Resources'], [4, 'Bounties'], [5, 'AI pictures']] as const) {
      await act(() => router.navigate(`/questions?content_type=${type}`));
      expect(selectedEntry()).toBe(name);
      await act(() => router.navigate(`/?content_type=${type}`));
      expect(selectedEntry()).toBe(name);
    }
    await act(() => router.navigate('/tags'));
    expect(selectedEntry()).toBe('Tags');
    await act(() => router.navigate('/search'));
    expect(selectedEntry()).toBeUndefined();
  });

  test('every kind has its list, and the tags have theirs', async () => {
    renderRoutes(page(), '/search');
    expect(await screen.findByTestId('nav-question')).toHaveAttribute('href', '/questions?content_type=1');
    expect(screen.getByTestId('nav-aipic')).toHaveAttribute('href', '/questions?content_type=5');
    expect(screen.getByTestId('nav-aipic')).toHaveTextContent('AI pictures');
    expect(screen.getByTestId('nav-tag')).toHaveAttribute('href', '/tags');
  });
});

describe('the Ask button', () => {
  const askFrom = async (path: string) => {
    const { router, unmount } = renderRoutes(page(), path);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Ask page')).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    unmount();
    return pathname + search;
  };

  test('is shown to visitors and opens the ask page on the kind of the list it is pressed from', async () => {
    expect(await askFrom('/questions')).toBe('/questions/ask?content_type=1');
    expect(await askFrom('/')).toBe('/questions/ask?content_type=2');
    expect(await askFrom('/questions?content_type=5')).toBe('/questions/ask?content_type=5');
    // Not on a list: asking a question.
    expect(await askFrom('/search?q=x&content_type=3')).toBe('/questions/ask?content_type=1');
  });

  test('is shown to members too', async () => {
    const store = makeStore();
    store.dispatch(setUser(users.activated));
    renderRoutes(page(), '/', store);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Ask page')).toBeInTheDocument();
  });

  test('neither the search box nor Ask shows during installation', () => {
    renderRoutes(page(), '/install');
    expect(screen.queryByRole('button', { name: 'Ask' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-search')).not.toBeInTheDocument();
  });
});
