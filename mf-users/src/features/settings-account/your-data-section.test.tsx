import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, envelopeError, errorResponses, FIXTURE_PASSWORD, mockAccountData, mockState, ok, users } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderSettings } from '../../test-support/settings';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

afterEach(() => jest.restoreAllMocks());

test('"Download your data" saves the server’s export as a JSON file named for the member', async () => {
  let saved: Blob | undefined;
  let name = '';
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  renderSettings('/users/settings/account');
  await user.click(await screen.findByRole('button', { name: 'Download your data' }));
  await waitFor(() => expect(name).toBe('alice-data.json'));
  expect(JSON.parse(await saved!.text())).toEqual(mockAccountData());
});

test('deleting with the password and the choice to remove the content; the member is logged out and sent home', async () => {
  const sent = recordJson('post', endpoints.deleteAccount.path, server);
  const { store } = renderSettings('/users/settings/account');
  await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
  await user.click(within(dialog).getByTestId('remove-content'));
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByText('Enter your password to delete your account.')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Your password'), FIXTURE_PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  expect(sent).toEqual([{ password: FIXTURE_PASSWORD, keep_content: false }]);
  expect(screen.queryByTestId('account-settings')).not.toBeInTheDocument();
  await waitFor(() => expect(store.getState().auth.token).toBeNull());
  expect(store.getState().auth.user).toBeNull();
  expect(store.getState().ui.toasts.map((toast) => toast.msg)).toContain('Your account was deleted.');
});

test('a call refused because the account is being deleted (the badge’s poll) does not send the member to log in', async () => {
  const rendered: { store?: ReturnType<typeof renderSettings>['store'] } = {};
  server.use(
    cannedAnswer(endpoints.getLanguageOptions, () => errorResponses.unauthorized()),
    cannedAnswer(endpoints.deleteAccount, async () => {
      // Another call of the page, refused once the server has deleted the account, comes back first.
      await rendered.store!.dispatch(api.endpoints.getLanguageOptions.initiate(undefined, { subscribe: false, forceRefetch: true }));
      return ok(null);
    }),
  );
  const { store } = renderSettings('/users/settings/account');
  rendered.store = store;
  await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
  await user.type(within(dialog).getByLabelText('Your password'), FIXTURE_PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  await waitFor(() => expect(store.getState().ui.toasts.map((toast) => toast.msg)).toContain('Your account was deleted.'));
  expect(store.getState().auth.redirectAfterLogin).toBeNull();
  expect(store.getState().auth.token).toBeNull();
});

test('a wrong password shows on its field; what still holds points shows in the dialog', async () => {
  server.use(cannedAnswer(endpoints.deleteAccount, () => errorResponses.fieldErrors([{ error_field: 'password', error_msg: 'The password is incorrect.' }])));
  const { store } = renderSettings('/users/settings/account');
  await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Your password'), 'wrong-pass');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
  // The session goes on: a later refusal logs out as usual.
  expect(store.getState().auth.endingToken).toBeNull();

  const left = 'You still have points. Withdraw or spend them before deleting your account.';
  server.use(cannedAnswer(endpoints.deleteAccount, () => envelopeError(400, 'error.account.points_left', { err_type: 'alert' }, left)));
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByTestId('delete-account-error')).toHaveTextContent(left);
});

test('an account without a password is sent a confirmation link instead', async () => {
  const sent = recordJson('post', endpoints.mailAccountDeletion.path, server);
  const noPassword = { ...users.activated, have_password: false };
  mockState.usersByToken.set(noPassword.access_token, noPassword);
  renderSettings('/users/settings/account', noPassword);
  await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Send the confirmation link' }));
  expect(await within(dialog).findByTestId('delete-account-mailed')).toHaveTextContent(`We sent a confirmation link to ${users.activated.e_mail}`);
  expect(sent).toEqual([{ keep_content: true }]);
});
