import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, MailStatus } from '@site/shared/contract';
import { MOCK_BINDING_KEY, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { inShell, loggedStore, recordBodies, typeInto, Where } from '../../test-support/account-flows';
import { ConfirmEmailPage } from './confirm-email-page';

const server = setupMockServer();
const routes = inShell([at('/users/confirm-email', <ConfirmEmailPage />), at('/users/account-activation/failed', <Where />)]);
const open = (key = MOCK_BINDING_KEY) => renderRoutes(routes, `/users/confirm-email?binding_key=${key}`, loggedStore(null));
const BIND = endpoints.bindConnectorEmail.path;

async function send(email: string) {
  await typeInto('Email', email);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

test('a new address logs the user in, who then sees the inactive page', async () => {
  const sent = recordBodies(server, 'post', BIND);
  const { store } = open();
  await send('zoe@example.com');
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/login?status=inactive');
  expect(sent).toEqual([{ binding_key: MOCK_BINDING_KEY, email: 'zoe@example.com', must: false }]);
  expect(store.getState().auth.user).toMatchObject({ e_mail: 'zoe@example.com', mail_status: MailStatus.inactive });
});

test("an address with an account is bound only after confirming: the page asks, then has a link mailed", async () => {
  const sent = recordBodies(server, 'post', BIND);
  const { store } = open();
  await send(users.activated.e_mail);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(`An account already uses ${users.activated.e_mail}.`);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
  expect(await screen.findByText(`We sent a confirm link to ${users.activated.e_mail}. Open it to finish logging in.`)).toBeInTheDocument();
  expect(sent).toEqual([
    { binding_key: MOCK_BINDING_KEY, email: users.activated.e_mail, must: false },
    { binding_key: MOCK_BINDING_KEY, email: users.activated.e_mail, must: true },
  ]);
  expect(store.getState().auth.user).toBeNull();
});

test('declining the confirmation sends nothing more', async () => {
  const sent = recordBodies(server, 'post', BIND);
  open();
  await send(users.activated.e_mail);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toHaveLength(1);
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
});

test('an expired binding goes to the expired-link page', async () => {
  open('stale-key');
  await send('zoe@example.com');
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/account-activation/failed');
});
