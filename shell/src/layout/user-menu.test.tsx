import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { makeStore, setUser } from '@site/shared/store';
import { anyOrigin, makeUserCenterAgent, mockState, ok, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { UserMenu } from './user-menu';

const server = setupMockServer();
const page = (path = '/questions') => [
  at('/questions', <UserMenu />),
  at('/users/login', <p>Login page</p>),
  at('/users/register', <p>Sign-up page</p>),
  at('/users/settings', <p>Settings page</p>),
  at('/users/settings/profile', <p>Profile settings page</p>),
  at('/users/:username/bookmarks', <p>Bookmarks page</p>),
  at('/users/logout', <p>Logging out</p>),
  at('/points/*', <p>Points page</p>),
  at(path, <UserMenu />),
];

const provider = makeUserCenterAgent({
  enabled: true,
  agent_info: {
    ...makeUserCenterAgent().agent_info,
    name: 'acme',
    display_name: 'Acme ID',
    login_redirect_url: 'https://id.acme.test/login',
    sign_up_redirect_url: 'https://id.acme.test/join',
    control_center: [
      { name: 'billing', label: 'Billing', url: 'https://id.acme.test/billing' },
      { name: 'bad', label: 'Script', url: 'javascript:alert(1)' },
    ],
  },
});
const useAgent = () => server.use(http.get(anyOrigin(endpoints.getUserCenterAgent.path), () => ok(provider)));

function storeAs(user: (typeof users)[keyof typeof users]) {
  const store = makeStore();
  store.dispatch(setUser(user));
  return store;
}

describe('visitors', () => {
  test('see Log in and Sign up; Log in remembers the page to come back to', async () => {
    const { router, store } = renderRoutes(page(), '/questions?content_type=2');
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(store.getState().auth.redirectAfterLogin).toBe('/questions?content_type=2');
    expect(router.state.location.pathname).toBe('/users/login');
  });

  test('Sign up leads to the sign-up page, and is not offered when the site takes no new registrations', async () => {
    const first = renderRoutes(page(), '/questions');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Sign-up page')).toBeInTheDocument();
    first.unmount();

    mockState.siteInfo.login.allow_new_registrations = false;
    const { store } = renderRoutes(page(), '/questions');
    await screen.findByRole('button', { name: 'Log in' });
    // Wait until the site settings are in, so the missing button is a decision and not a loading state.
    await waitFor(() => expect(store.getState().api.queries['getSiteInfo(undefined)']?.status).toBe('fulfilled'));
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  test("with a hosting provider, both buttons go to the provider's addresses", async () => {
    useAgent();
    renderRoutes(page(), '/questions');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', 'https://id.acme.test/join');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', 'https://id.acme.test/login');
  });
});

describe('the avatar menu', () => {
  test('offers account settings and log out', async () => {
    const { router } = renderRoutes(page(), '/questions', storeAs(users.activated));
    await userEvent.click(screen.getByTestId('nav-avatar'));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Review' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Account settings' }));
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/settings');
  });

  test("Profile opens the member's profile settings", async () => {
    renderRoutes(page(), '/questions', storeAs(users.activated));
    await userEvent.click(screen.getByTestId('nav-avatar'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByText('Profile settings page')).toBeInTheDocument();
  });

  test("Bookmarks opens the member's bookmarks page", async () => {
    const { router } = renderRoutes(page(), '/questions', storeAs(users.activated));
    await userEvent.click(screen.getByTestId('nav-avatar'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bookmarks' }));
    expect(await screen.findByText('Bookmarks page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/users/${users.activated.username}/bookmarks`);
  });

  test("shows the member's points balance over the points pages, which lead to their addresses", async () => {
    const { router } = renderRoutes(page(), '/questions', storeAs({ ...users.activated, score: 12_345 }));
    await userEvent.click(screen.getByTestId('nav-avatar'));
    expect(await screen.findByTestId('nav-points-balance')).toHaveTextContent('Points: 12,345');
    for (const name of ['Points statement', 'Recharge', 'Reputation to points', 'Platform entry', 'Real-name verification', 'Points withdrawal']) {
      expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('menuitem', { name: 'Real-name verification' }));
    expect(await screen.findByText('Points page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/points/verification');
  });

  test('the balance follows the stored user: a refreshed user shows the new one', async () => {
    const store = storeAs(users.activated);
    renderRoutes(page(), '/questions', store);
    await userEvent.click(screen.getByTestId('nav-avatar'));
    expect(await screen.findByTestId('nav-points-balance')).toHaveTextContent('Points: 50');
    act(() => void store.dispatch(setUser({ ...users.activated, score: 150 })));
    expect(await screen.findByTestId('nav-points-balance')).toHaveTextContent('Points: 150');
  });

  test('log out goes to the logout page', async () => {
    renderRoutes(page(), '/questions', storeAs(users.activated));
    await userEvent.click(screen.getByTestId('nav-avatar'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logging out')).toBeInTheDocument();
  });

  test("shows the provider's control-center links (http(s) only) and the staff entries", async () => {
    useAgent();
    renderRoutes(page(), '/questions', storeAs(users.admin));
    await userEvent.click(screen.getByTestId('nav-avatar'));
    const billing = await screen.findByRole('link', { name: 'Billing' });
    expect(billing).toHaveAttribute('href', 'https://id.acme.test/billing');
    expect(billing).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Script')).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Review' })).toBeInTheDocument();
  });

  test('staff see a dot while the review queue has work, and the count on the Review entry', async () => {
    server.use(
      http.get(anyOrigin(endpoints.getNotificationStatus.path), () => ok({ inbox: 0, achievement: 0, revision: 3, can_revision: true, badge_award: null })),
    );
    renderRoutes(page(), '/questions', storeAs(users.moderator));
    await waitFor(() => expect(screen.getByTestId('nav-review-dot').querySelector('.ant-badge-dot')).not.toBeNull());
    await userEvent.click(screen.getByTestId('nav-avatar'));
    expect(await screen.findByTestId('nav-review-count')).toHaveTextContent('3');
  });
});
