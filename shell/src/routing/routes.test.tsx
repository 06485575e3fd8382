import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { endpoints } from '@site/shared/contract';
import { makeStore, setUser } from '@site/shared/store';
import { anyOrigin, makeUserCenterAgent, mockState, ok, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { renderRoutes } from '@site/mock-server/render';
import { loadRemoteModule } from '../remotes/loader';
import { leaveSiteFor } from './external-navigation';
import { shellRoutes } from './routes';

// The remotes and the auth parcel are other deployments: stand-ins show which one the shell put on the page.
jest.mock('../remotes/loader', () => ({ loadRemoteModule: jest.fn(), warmRemoteModule: jest.fn(async () => undefined) }));
jest.mock('../remotes/manifest', () => jest.requireActual('../remotes/test-support/manifest-stub'));
jest.mock('../auth-slot/auth-slot', () => ({ AuthSlot: () => <p>Login form</p> }));
jest.mock('./external-navigation', () => ({ leaveSiteFor: jest.fn() }));
const leave = leaveSiteFor as jest.MockedFunction<typeof leaveSiteFor>;
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const usersRemote: RouteObject[] = [
  { path: '/users/register', element: <p>Sign-up form</p> },
  { path: '/users/settings', element: <p>Settings</p> },
];
const postsRemote: RouteObject[] = [{ path: '/', element: <p>Home page</p> }, { path: '/questions', element: <p>Post list</p> }];
beforeEach(() => {
  load.mockImplementation(async (id) => ({ default: id.startsWith('mf_users') ? usersRemote : postsRemote }));
});

const server = setupMockServer();
const provider = makeUserCenterAgent({
  enabled: true,
  agent_info: {
    ...makeUserCenterAgent().agent_info,
    display_name: 'Acme ID',
    login_redirect_url: 'https://id.acme.test/login',
    sign_up_redirect_url: 'https://id.acme.test/join',
  },
});
const useAgent = (agent = provider) => server.use(http.get(anyOrigin(endpoints.getUserCenterAgent.path), () => ok(agent)));

function storeAs(user?: (typeof users)[keyof typeof users]) {
  const store = makeStore();
  if (user) store.dispatch(setUser(user));
  return store;
}

describe('hosting agent (spec section 2, redirect rules)', () => {
  test.each([
    ['/users/login', 'https://id.acme.test/login'],
    ['/users/register', 'https://id.acme.test/join'],
  ])("an anonymous visitor of %s is sent to the provider's page", async (path, target) => {
    useAgent();
    renderRoutes(shellRoutes, path, storeAs());
    expect(await screen.findByText('Taking you to Acme ID to continue...')).toBeInTheDocument();
    expect(leave).toHaveBeenCalledWith(target);
    expect(screen.queryByText('Login form')).not.toBeInTheDocument();
    expect(screen.queryByText('Sign-up form')).not.toBeInTheDocument();
  });

  test('without an agent the own log-in and sign-up pages show', async () => {
    renderRoutes(shellRoutes, '/users/login', storeAs());
    expect(await screen.findByText('Login form')).toBeInTheDocument();
    renderRoutes(shellRoutes, '/users/register', storeAs());
    expect(await screen.findByText('Sign-up form')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  test('an agent without a usable address leaves the own pages in use', async () => {
    useAgent({ ...provider, agent_info: { ...provider.agent_info, login_redirect_url: 'javascript:alert(1)' } });
    renderRoutes(shellRoutes, '/users/login', storeAs());
    expect(await screen.findByText('Login form')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  test('a logged, not activated user stays on the login page for the inactive flow', async () => {
    useAgent();
    renderRoutes(shellRoutes, '/users/login?status=inactive', storeAs(users.notActivated));
    expect(await screen.findByText('Login form')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('guards of the shell routes (spec section 4)', () => {
  test('a logged, activated user visiting the login page goes home', async () => {
    const { router } = renderRoutes(shellRoutes, '/users/login', storeAs(users.activated));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  test('a suspended user visiting the login page goes to the suspended page', async () => {
    const { router } = renderRoutes(shellRoutes, '/users/login', storeAs(users.suspended));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/account-suspended'));
  });

  test('on a private site an anonymous visitor goes to login, but the ignored pages stay open', async () => {
    mockState.siteInfo.login.login_required = true;
    const first = renderRoutes(shellRoutes, '/questions', storeAs());
    expect(await screen.findByText('Login form')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/users/login');
    first.unmount();
    const { router } = renderRoutes(shellRoutes, '/users/register', storeAs());
    expect(await screen.findByText('Sign-up form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/register');
  });
});
