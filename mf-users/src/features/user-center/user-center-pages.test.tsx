import { screen, waitFor } from '@testing-library/react';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, makeUserCenterAgent, ok } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { goToExternal } from '../../components/external-navigation';
import { inShell } from '../../test-support/account-flows';
import { UserCenterAuthFailedPage } from './user-center-auth-failed-page';
import { UserCenterAuthPage } from './user-center-auth-page';

jest.mock('../../components/external-navigation', () => ({ goToExternal: jest.fn() }));

const server = setupMockServer();
const routes = inShell([at('/user-center/auth', <UserCenterAuthPage />), at('/user-center/auth-failed', <UserCenterAuthFailedPage />)]);

test("with the provider's agent enabled, the landing sends the visitor to the provider's login", async () => {
  const url = 'https://provider.example/login';
  server.use(
    http.get(anyOrigin(endpoints.getUserCenterAgent.path), () =>
      ok(makeUserCenterAgent({ enabled: true, agent_info: { ...makeUserCenterAgent().agent_info, login_redirect_url: url } })),
    ),
  );
  renderRoutes(routes, '/user-center/auth');
  await waitFor(() => expect(goToExternal).toHaveBeenCalledWith(url));
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
});

test('without an agent the landing is the site login', async () => {
  renderRoutes(routes, '/user-center/auth');
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/login');
  expect(goToExternal).not.toHaveBeenCalled();
});

test('a failed third-party login asks to allow access to the email, and offers to try again', async () => {
  renderRoutes(routes, '/user-center/auth-failed');
  expect(await screen.findByText('Third-party login failed. Please allow the app to access your email, then try again.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/users/login');
});

test('an agent address that is not http(s) is never followed', async () => {
  server.use(
    http.get(anyOrigin(endpoints.getUserCenterAgent.path), () =>
      ok(makeUserCenterAgent({ enabled: true, agent_info: { ...makeUserCenterAgent().agent_info, login_redirect_url: 'javascript:alert(1)' } })),
    ),
  );
  renderRoutes(routes, '/user-center/auth');
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/login');
  expect(goToExternal).not.toHaveBeenCalled();
});
