import { act, screen, waitFor } from '@testing-library/react';
import { makeStore, setUser } from '@site/shared/store';
import { MaintenancePage } from '@site/shared/ui';
import { mockState, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { MaintenanceBanner } from './maintenance-banner';
import { MaintenanceGate } from './maintenance-gate';

setupMockServer();

const page = (text: string) => (
  <>
    <MaintenanceBanner />
    <MaintenanceGate>
      <p>{text}</p>
    </MaintenanceGate>
  </>
);
const routes = () => [
  at('/', page('Home page')),
  at('/questions', page('Questions page')),
  at('/admin/users', page('Admin users page')),
  at('/users/login', page('Login form')),
  at(
    '/maintenance',
    <>
      <MaintenanceBanner />
      <MaintenanceGate>
        <MaintenancePage />
      </MaintenanceGate>
    </>,
  ),
];
const TEXT = 'We are undergoing maintenance and will be back soon.';
const BANNER = /Maintenance mode is on/;

function renderAs(path: string, user: (typeof users)[keyof typeof users] | null) {
  const store = makeStore();
  if (user) store.dispatch(setUser(user));
  return renderRoutes(routes(), path, store);
}

describe('maintenance mode in the shell', () => {
  beforeEach(() => {
    mockState.siteInfo.maintenance = { enabled: true };
  });

  test.each([
    ['a visitor', null],
    ['a member', users.activated],
  ] as const)('%s sees the maintenance page instead of any page, without the staff banner', async (_who, user) => {
    const { router } = renderAs('/questions', user);
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maintenance');
    expect(screen.queryByText('Questions page')).not.toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  test('the login page stays open, so staff can log in', async () => {
    renderAs('/users/login', null);
    await waitFor(() => expect(screen.getByText('Login form')).toBeInTheDocument());
    // Still there once siteinfo has arrived.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByText('Login form')).toBeInTheDocument();
  });

  test.each([
    ['an admin', users.admin],
    ['a moderator', users.moderator],
  ] as const)('%s keeps working, with a banner on every page that leads to the switch', async (_who, user) => {
    const { router } = renderAs('/admin/users', user);
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByText('Admin users page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maintenance settings' })).toHaveAttribute('href', '/admin/general');
    await act(() => router.navigate('/questions'));
    expect(screen.getByText('Questions page')).toBeInTheDocument();
    expect(screen.getByText(BANNER)).toBeInTheDocument();
  });

  test('with maintenance off, nobody sees the banner and the maintenance page sends people home', async () => {
    mockState.siteInfo.maintenance = { enabled: false };
    const { router } = renderAs('/maintenance', users.activated);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });
});
