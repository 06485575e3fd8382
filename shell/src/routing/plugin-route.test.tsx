import { screen } from '@testing-library/react';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, mockPluginPage, ok } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { PluginRouteOrNotFound } from './plugin-route';

const server = setupMockServer();
const outlet = [at('*', <PluginRouteOrNotFound />)];

test("a switched-on route plugin's address shows its page: its title and the server's HTML", async () => {
  renderRoutes(outlet, '/demo-login/');
  expect(await screen.findByRole('heading', { level: 1, name: mockPluginPage.title })).toBeInTheDocument();
  expect(screen.getByTestId('plugin-page-content')).toHaveTextContent('Hello from Demo ID');
});

test('the same address is the 404 page once the plugin is switched off, as is an address no plugin owns', async () => {
  server.use(http.get(anyOrigin(endpoints.getPluginStatus.path), () => ok([{ slug_name: 'demo_login', enabled: false, type: 'connector', route: '/demo-login' }])));
  renderRoutes(outlet, '/demo-login');
  expect(await screen.findByText('Sorry, this page does not exist.')).toBeInTheDocument();
  expect(screen.queryByTestId('plugin-page')).not.toBeInTheDocument();
});

test('an address no plugin owns is the 404 page', async () => {
  renderRoutes(outlet, '/nothing/here');
  expect(await screen.findByText('Sorry, this page does not exist.')).toBeInTheDocument();
});
