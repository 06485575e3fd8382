import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, errorResponses, mockUnsubscribeCode } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { inShell, loggedStore, recordBodies, Where } from '../../test-support/account-flows';
import { UnsubscribePage } from './unsubscribe-page';

const server = setupMockServer();
const routes = inShell([
  at('/users/unsubscribe', <UnsubscribePage />),
  at('/users/account-activation/failed', <Where />),
  at('/users/settings/notify', <Where />),
]);

test('the mail link turns its setting off without a login and says which, with a link to the settings', async () => {
  const code = mockUnsubscribeCode('all_new_question');
  const sent = recordBodies(server, 'put', endpoints.unsubscribeNotification.path);
  renderRoutes(routes, `/users/unsubscribe?code=${code}`, loggedStore(null));
  expect(await screen.findByText('You are unsubscribed')).toBeInTheDocument();
  expect(screen.getByText('This email notification is now off: New questions.')).toBeInTheDocument();
  expect(sent).toEqual([{ code }]);
  await userEvent.click(screen.getByRole('link', { name: 'Notification settings' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/settings/notify');
});

test('the weekly digest link names the digest', async () => {
  renderRoutes(routes, `/users/unsubscribe?code=${mockUnsubscribeCode('weekly_digest')}`, loggedStore(null));
  expect(await screen.findByText('This email notification is now off: Weekly digest of the best new posts in tags I follow.')).toBeInTheDocument();
});

test('a spent or unknown code goes to the expired-link page', async () => {
  renderRoutes(routes, '/users/unsubscribe?code=spent', loggedStore(null));
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/account-activation/failed');
});

test('a server failure is said on the page', async () => {
  server.use(cannedAnswer(endpoints.unsubscribeNotification, () => errorResponses.badRequest('The site could not do it.')));
  renderRoutes(routes, `/users/unsubscribe?code=${mockUnsubscribeCode('inbox')}`, loggedStore(null));
  expect(await screen.findByText('Operation failed.')).toBeInTheDocument();
  expect(screen.getByText('The site could not do it.')).toBeInTheDocument();
});
