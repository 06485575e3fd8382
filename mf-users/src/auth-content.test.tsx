import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import type { AppStore } from '@site/shared/store';
import { AppProviders } from '@site/shared/ui';
import { anyOrigin, errorResponses, FIXTURE_PASSWORD, ok, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { AuthContent } from './auth-content';
import { askCaptcha, captchaImage, loggedStore, recordBodies, typeInto } from './test-support/account-flows';

const server = setupMockServer();
const SEND = endpoints.sendVerificationEmail.path;

function renderParcel(store: AppStore) {
  const navigate = jest.fn();
  render(
    <AppProviders store={store}>
      <AuthContent navigate={navigate} />
    </AppProviders>,
  );
  return { navigate, store };
}
const sentToasts = (store: AppStore) => store.getState().ui.toasts.map((t) => t.msg);

test('a logged user who is not activated sees where the activation mail went, and can have it sent again', async () => {
  const sent = recordBodies(server, 'post', SEND);
  const { store } = renderParcel(loggedStore(users.notActivated));
  expect(screen.getByText('Your account is not activated yet')).toBeInTheDocument();
  expect(screen.getByText(users.notActivated.e_mail)).toBeInTheDocument();
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resend activation email' }));
  expect(await screen.findByText(`We sent another activation email to ${users.notActivated.e_mail}. It may take a few minutes to arrive.`)).toBeInTheDocument();
  expect(sent).toEqual([{}]);
  expect(sentToasts(store)).toEqual(['Sent successfully.']);
});

test('when the server asks, the resend goes through the captcha modal; a wrong code shows a fresh image', async () => {
  askCaptcha(server, 'e_mail');
  const sent: unknown[] = [];
  server.use(
    http.post(anyOrigin(SEND), async ({ request }) => {
      const body = (await request.json()) as { captcha_code?: string };
      sent.push(body);
      return body.captcha_code === 'right'
        ? ok(null)
        : errorResponses.fieldErrors([{ error_field: 'captcha_code', error_msg: 'Verification failed.' }]);
    }),
  );
  const { store } = renderParcel(loggedStore(users.notActivated));
  await userEvent.click(screen.getByRole('button', { name: 'Resend activation email' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByTestId('captcha-img')).toHaveAttribute('src', captchaImage(1));
  await typeInto('Verification code', 'wrong');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await within(dialog).findByText('Verification failed.')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByTestId('captcha-img')).toHaveAttribute('src', captchaImage(2)));
  expect(sentToasts(store)).toEqual([]);

  await typeInto('Verification code', 'right');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(sentToasts(store)).toEqual(['Sent successfully.']));
  expect(sent).toEqual([
    { captcha_id: 'c1', captcha_code: 'wrong' },
    { captcha_id: 'c2', captcha_code: 'right' },
  ]);
});

test('closing the captcha modal sends nothing', async () => {
  askCaptcha(server, 'e_mail');
  const sent = recordBodies(server, 'post', SEND);
  const { store } = renderParcel(loggedStore(users.notActivated));
  await userEvent.click(screen.getByRole('button', { name: 'Resend activation email' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([]);
  expect(sentToasts(store)).toEqual([]);
});

test('the change-email link goes through the host navigation', async () => {
  const { navigate } = renderParcel(loggedStore(users.notActivated));
  await userEvent.click(screen.getByRole('link', { name: 'Change email' }));
  expect(navigate).toHaveBeenCalledWith('/users/change-email');
});

test('logging in as a not-activated user turns the login form into the inactive flow', async () => {
  const { navigate } = renderParcel(loggedStore(null));
  await typeInto('Email', users.notActivated.e_mail);
  await typeInto('Password', FIXTURE_PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Your account is not activated yet')).toBeInTheDocument();
  expect(navigate).toHaveBeenCalledWith('/users/login?status=inactive');
});
