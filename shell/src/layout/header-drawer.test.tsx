import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, setUser } from '@site/shared/store';
import { users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { SiteHeader } from './site-header';
import { NARROW_SCREEN_QUERY } from './use-narrow-screen';

setupMockServer();
const page = () => [
  at('/questions', <SiteHeader />),
  at('/search', <SiteHeader />),
  at('/install', <SiteHeader />),
  at('/questions/ask', <p>Ask page</p>),
  at('/users/login', <p>Login page</p>),
  at('/users/register', <p>Sign-up page</p>),
  at('/users/settings', <p>Settings page</p>),
];

/** The window as a phone (or a desktop) reports it to CSS media queries. */
function screenIs(kind: 'phone' | 'desktop') {
  window.matchMedia = (query: string) =>
    ({
      matches: kind === 'phone' && query === NARROW_SCREEN_QUERY,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
const original = window.matchMedia;
beforeEach(() => screenIs('phone'));
afterAll(() => (window.matchMedia = original));

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
async function openMenu() {
  await userEvent.click(menuButton());
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  return within(await screen.findByTestId('nav-drawer'));
}

describe('on a phone the header folds into a menu', () => {
  test('the bar holds only the site name and the menu button', async () => {
    renderRoutes(page(), '/questions');
    await waitFor(() => expect(screen.getByTestId('site-name')).toHaveTextContent('Mock Site'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  test('the menu holds the search box, Ask, every navigation entry, Log in and Sign up', async () => {
    renderRoutes(page(), '/questions');
    const menu = await openMenu();
    expect(menu.getByRole('searchbox', { name: 'Search the site' })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Ask' })).toBeInTheDocument();
    for (const [name, type] of [['Questions', 1], ['Articles', 2], ['Resources', 3], ['Bounties', 4]] as const) {
      expect(menu.getByRole('link', { name })).toHaveAttribute('href', `/questions?content_type=${type}`);
    }
    expect(menu.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(await menu.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  test('searching from the menu opens the results and closes the menu', async () => {
    const { router } = renderRoutes(page(), '/questions');
    const menu = await openMenu();
    await userEvent.type(menu.getByRole('searchbox'), 'quokka');
    await userEvent.click(menu.getByRole('button', { name: 'search' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=quokka');
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
  }, 20_000);

  test('Ask, Log in and Sign up lead to their pages', async () => {
    for (const [button, target] of [['Ask', 'Ask page'], ['Log in', 'Login page'], ['Sign up', 'Sign-up page']] as const) {
      const { unmount } = renderRoutes(page(), '/questions');
      const menu = await openMenu();
      await userEvent.click(await menu.findByRole('button', { name: button }));
      expect(await screen.findByText(target)).toBeInTheDocument();
      unmount();
    }
  }, 20_000); // three pages, each rendered and its menu opened, on a busy machine

  test("a member finds their own menu in it: name, points, account settings, log out", async () => {
    const store = makeStore();
    store.dispatch(setUser(users.activated));
    const { router } = renderRoutes(page(), '/questions', store);
    const menu = await openMenu();
    expect(menu.getByTestId('nav-member')).toHaveTextContent(users.activated.display_name);
    expect(menu.getByTestId('nav-points-balance')).toHaveTextContent('Points: 50');
    expect(menu.getByRole('menuitem', { name: 'Points withdrawal' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Account settings' }));
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/settings');
  });

  test('there is no menu during installation', () => {
    renderRoutes(page(), '/install');
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

test('a desktop keeps everything in the bar and has no menu button', async () => {
  screenIs('desktop');
  renderRoutes(page(), '/questions');
  expect(await screen.findByRole('searchbox', { name: 'Search the site' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ask' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
});
