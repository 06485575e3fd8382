import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, errorResponses, mockBindingLink, mockConnectors, ok } from '@site/mock-server';
import { http, setupMockServer, recordJson } from '@site/mock-server/node';
import { goToExternal } from '../../components/external-navigation';
import { renderSettings } from '../../test-support/settings';

jest.mock('../../components/external-navigation', () => ({ goToExternal: jest.fn() }));
const leave = goToExternal as jest.MockedFunction<typeof goToExternal>;
const server = setupMockServer();
const user = userEvent.setup({ delay: null });

const github = mockConnectors[0]!;
/** The slug ends the login link; `name` is what the row says. */
const slug = 'github';
const listWith = (binding: boolean) =>
  server.use(http.get(anyOrigin(endpoints.getConnectorUserInfo.path), () => ok([{ ...github, binding, external_id: binding ? 'gh-42' : '' }])));

test('a login not connected yet: Connect asks for a one-time link and goes to the provider', async () => {
  const sent = recordJson('post', endpoints.startConnectorBinding.path, server);
  renderSettings('/users/settings/account');
  const row = await screen.findByTestId(`login-${slug}`);
  expect(row).toHaveTextContent('Not connected');
  await user.click(within(row).getByRole('button', { name: 'Connect' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith(`http://localhost${mockBindingLink(slug)}`));
  expect(sent).toEqual([{ name: slug }]);
  expect(row).toHaveTextContent('GitHub');
});

test('a connected login: Remove asks first, then removes it', async () => {
  listWith(true);
  const removed = recordJson('delete', endpoints.unbindConnector.path, server);
  renderSettings('/users/settings/account');
  const row = await screen.findByTestId(`login-${slug}`);
  expect(row).toHaveTextContent('Connected');
  await user.click(within(row).getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(`Remove ${github.name} from your logins?`);
  expect(removed).toEqual([]);

  listWith(false);
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(removed).toEqual([{ external_id: 'gh-42' }]));
  expect(await screen.findByText('Not connected')).toBeInTheDocument();
});

test("the server's refusal to remove the last way to log in is shown", async () => {
  listWith(true);
  server.use(
    http.delete(anyOrigin(endpoints.unbindConnector.path), () =>
      // As the server answers it: a 400 meant for a toast, shown here next to the list instead.
      errorResponses.errType('toast', 'This is your only way to log in. Set a password before removing it.', 'error.connector.last_login_method'),
    ),
  );
  const { store } = renderSettings('/users/settings/account');
  await user.click(within(await screen.findByTestId(`login-${slug}`)).getByRole('button', { name: 'Remove' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('This is your only way to log in. Set a password before removing it.')).toBeInTheDocument();
  expect(screen.getByTestId(`login-${slug}`)).toHaveTextContent('Connected');
  expect(store.getState().ui.toasts).toEqual([]);
});

test('with no third-party logins enabled the section is not shown', async () => {
  server.use(http.get(anyOrigin(endpoints.getConnectorUserInfo.path), () => ok([])));
  const { store } = renderSettings('/users/settings/account');
  // Judged once the list has arrived, so the missing section is a decision and not a loading state.
  await waitFor(() => expect(store.getState().api.queries['getConnectorUserInfo(undefined)']?.status).toBe('fulfilled'));
  expect(screen.getByTestId('current-email')).toBeInTheDocument();
  expect(screen.queryByText('My logins')).not.toBeInTheDocument();
});
