import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, errorResponses, FIXTURE_PASSWORD, mockState, users } from '@site/mock-server';
import { setupMockServer, recordJson } from '@site/mock-server/node';
import { askCaptcha } from '../../test-support/account-flows';
import { renderSettings } from '../../test-support/settings';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

async function fill(label: string, text: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(text);
}
async function openForm(who = users.activated, button = 'Change password') {
  renderSettings('/users/settings/account', who);
  await user.click(await screen.findByRole('button', { name: button }));
}
const submit = () => user.click(screen.getByRole('button', { name: 'Update password' }));

test('current, new and repeated password: the password is changed and the page says so', async () => {
  const sent = recordJson('put', endpoints.modifyPassword.path, server);
  await openForm();
  await fill('Current password', FIXTURE_PASSWORD);
  await fill('New password', 'a-new-secret');
  await fill('Repeat new password', 'a-new-secret');
  await submit();
  expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully.');
  expect(sent).toEqual([{ old_pass: FIXTURE_PASSWORD, pass: 'a-new-secret' }]);
  // The form closes again.
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test('the browser refuses a short password and a repeat that differs, without sending', async () => {
  const sent = recordJson('put', endpoints.modifyPassword.path, server);
  await openForm();
  await fill('Current password', FIXTURE_PASSWORD);
  await fill('New password', 'short');
  await fill('Repeat new password', 'shorter');
  await submit();
  expect(await screen.findByText('Password length must be 8-32 characters.')).toBeInTheDocument();
  expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a wrong current password is said under its field', async () => {
  server.use(cannedAnswer(endpoints.modifyPassword, () => errorResponses.fieldErrors([{ error_field: 'old_pass', error_msg: 'The old password is incorrect.' }])));
  await openForm();
  await fill('Current password', 'wrong-password');
  await fill('New password', 'a-new-secret');
  await fill('Repeat new password', 'a-new-secret');
  await submit();
  expect(await screen.findByText('The old password is incorrect.')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('an account without a password sets one, with a captcha when the server asks (modify_pass)', async () => {
  askCaptcha(server, 'modify_pass');
  const sent = recordJson('put', endpoints.modifyPassword.path, server);
  const noPassword = { ...users.activated, have_password: false };
  mockState.usersByToken.set(noPassword.access_token, noPassword);
  await openForm(noPassword, 'Set a password');
  expect(screen.getByText('You log in with another account. Set a password to also log in with your email.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  await fill('New password', 'a-new-secret');
  await fill('Repeat new password', 'a-new-secret');
  await fill('Verification code', 'abcd');
  await submit();
  expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully.');
  expect(sent).toEqual([{ pass: 'a-new-secret', captcha_id: 'c1', captcha_code: 'abcd' }]);
});
