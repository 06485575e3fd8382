import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, errorResponses, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { inShell, loggedStore, recordBodies, Where } from '../../test-support/account-flows';
import { AccountDeletionPage } from './account-deletion-page';

const server = setupMockServer();
const routes = inShell([at('/users/account-deletion', <AccountDeletionPage />), at('/users/account-activation/failed', <Where />)]);

test('the mailed link deletes the account only when the member presses the button, and logs this browser out', async () => {
  const sent = recordBodies(server, 'post', endpoints.confirmAccountDeletion.path);
  const { store } = renderRoutes(routes, '/users/account-deletion?code=abc123', loggedStore(users.activated));
  const button = await screen.findByRole('button', { name: 'Delete my account now' });
  expect(sent).toEqual([]);
  await userEvent.click(button);
  expect(await screen.findByText('Your account was deleted.')).toBeInTheDocument();
  expect(sent).toEqual([{ code: 'abc123' }]);
  expect(store.getState().auth.user).toBeNull();
});

test('an expired or used link goes to the expired-link page', async () => {
  server.use(cannedAnswer(endpoints.confirmAccountDeletion, () => errorResponses.forbidden('url_expired', 'This link has expired or has already been used. Please request a new one.')));
  renderRoutes(routes, '/users/account-deletion?code=used', loggedStore(null));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete my account now' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/account-activation/failed');
});
