import { screen, within } from '@testing-library/react';
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
async function openForm(who = users.activated) {
  renderSettings('/users/settings/account', who);
  expect(await screen.findByTestId('current-email')).toHaveTextContent(who.e_mail);
  await user.click(screen.getByRole('button', { name: 'Change email' }));
}
const send = () => user.click(screen.getByRole('button', { name: 'Send confirmation link' }));

test('a new address with the current password: a confirmation link goes to the new address', async () => {
  const sent = recordJson('post', endpoints.requestEmailChange.path, server);
  await openForm();
  await fill('New email', 'alice@new.example');
  await fill('Current password', FIXTURE_PASSWORD);
  await send();
  expect(await screen.findByRole('status')).toHaveTextContent('We sent a confirmation link to alice@new.example');
  expect(sent).toEqual([{ e_mail: 'alice@new.example', pass: FIXTURE_PASSWORD }]);
  // Nothing changes until the link is opened.
  expect(screen.getByTestId('current-email')).toHaveTextContent(users.activated.e_mail);
});

test('a wrong password is said under the password field', async () => {
  server.use(cannedAnswer(endpoints.requestEmailChange, () => errorResponses.fieldErrors([{ error_field: 'pass', error_msg: 'The password is incorrect.' }])));
  await openForm();
  await fill('New email', 'alice@new.example');
  await fill('Current password', 'not-my-password');
  await send();
  expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('an account without a password is not asked for one', async () => {
  const sent = recordJson('post', endpoints.requestEmailChange.path, server);
  const noPassword = { ...users.activated, have_password: false };
  mockState.usersByToken.set(noPassword.access_token, noPassword);
  await openForm(noPassword);
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  await fill('New email', 'alice@new.example');
  await send();
  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(sent).toEqual([{ e_mail: 'alice@new.example' }]);
});

test('when the server asks for a captcha (action e_mail) it is shown and sent', async () => {
  askCaptcha(server, 'e_mail');
  const sent = recordJson('post', endpoints.requestEmailChange.path, server);
  await openForm();
  const form = await screen.findByTestId('change-email-form');
  expect(await within(form).findByTestId('captcha-img')).toBeInTheDocument();
  await fill('New email', 'alice@new.example');
  await fill('Current password', FIXTURE_PASSWORD);
  await fill('Verification code', 'abcd');
  await send();
  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(sent).toEqual([{ e_mail: 'alice@new.example', pass: FIXTURE_PASSWORD, captcha_id: 'c1', captcha_code: 'abcd' }]);
});
