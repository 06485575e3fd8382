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

describe('the Ask button', () => {
  test('is shown to visitors and leads to the ask page (whose guard asks them to log in)', async () => {
    const { router } = renderRoutes(page(), '/questions');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Ask page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/questions/ask');
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
