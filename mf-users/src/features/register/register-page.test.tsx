import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, MailStatus } from '@site/shared/contract';
import { anyOrigin, cannedAnswer, errorResponses, makeUserCenterAgent, mockState, ok, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { goToExternal } from '../../components/external-navigation';
import { askCaptcha, captchaImage, inShell, loggedStore, recordBodies, typeInto } from '../../test-support/account-flows';
import { RegisterGuard } from './register-guard';
import { RegisterPage } from './register-page';

jest.mock('../../components/external-navigation', () => ({ goToExternal: jest.fn() }));

const server = setupMockServer();
const REGISTER = endpoints.registerByEmail.path;
const routes = inShell([at('/users/register', <RegisterGuard><RegisterPage /></RegisterGuard>)]);
const open = (store = loggedStore(null)) => renderRoutes(routes, '/users/register', store);

async function fill(values: { name?: string; display?: string; email?: string; pass?: string }) {
  if (values.name) await typeInto('Username', values.name);
  if (values.display) await typeInto('Display name (optional)', values.display);
  if (values.email) await typeInto('Email', values.email);
  if (values.pass) await typeInto('Password', values.pass);
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

test('the browser checks the fields with the server rules and sends nothing until they pass', async () => {
  const sent = recordBodies(server, 'post', REGISTER);
  open();
  await fill({ name: 'Bad Name', email: 'not-an-email', pass: 'short' });
  expect(await screen.findByText('Username can only contain a-z, 0-9, and "- . _".')).toBeInTheDocument();
  expect(screen.getByText('Email format is not valid.')).toBeInTheDocument();
  expect(screen.getByText('Password length must be 8-32 characters.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a sign-up logs the new user in and shows the inactive page', async () => {
  const sent = recordBodies(server, 'post', REGISTER);
  const { store } = open();
  await fill({ name: 'carol', display: 'Carol C', email: 'carol@example.com', pass: 'carol12345' });
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/login?status=inactive');
  expect(sent).toEqual([{ name: 'carol', display_name: 'Carol C', e_mail: 'carol@example.com', pass: 'carol12345' }]);
  expect(store.getState().auth.user).toMatchObject({ username: 'carol', mail_status: MailStatus.inactive });
  expect(store.getState().auth.token).toBe('token-carol');
});

test('a name or address already in use is shown under its field', async () => {
  server.use(cannedAnswer(endpoints.registerByEmail, () => errorResponses.fieldErrors([{ error_field: 'name', error_msg: 'This username is already taken.' }])));
  open();
  await fill({ name: users.activated.username, email: 'fresh@example.com', pass: 'password123' });
  expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
});

test('when the server asks for a captcha it is sent with the form, and a wrong code brings a fresh one', async () => {
  askCaptcha(server, 'e_mail');
  const sent: unknown[] = [];
  server.use(
    http.post(anyOrigin(REGISTER), async ({ request }) => {
      const body = (await request.json()) as { captcha_code?: string };
      sent.push(body);
      if (body.captcha_code !== 'right') return errorResponses.fieldErrors([{ error_field: 'captcha_code', error_msg: 'Verification failed.' }]);
      return ok({ ...users.notActivated, access_token: 'tok-new' });
    }),
  );
  open();
  expect(await screen.findByTestId('captcha-img')).toHaveAttribute('src', captchaImage(1));
  await typeInto('Verification code', 'wrong');
  await fill({ name: 'dora', email: 'dora@example.com', pass: 'dora123456' });
  expect(await screen.findByText('Verification failed.')).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ captcha_id: 'c1', captcha_code: 'wrong' });
  await waitFor(() => expect(screen.getByTestId('captcha-img')).toHaveAttribute('src', captchaImage(2)));
  await typeInto('Verification code', 'right');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/login?status=inactive');
  expect(sent[1]).toMatchObject({ captcha_id: 'c2', captcha_code: 'right' });
});

test('a site that takes no new registrations sends visitors home', async () => {
  mockState.siteInfo.login.allow_new_registrations = false;
  open();
  expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
});

test('logged users are sent home', async () => {
  open(loggedStore(users.activated));
  expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
});

test("a hosting provider's sign-up address replaces the page", async () => {
  const url = 'https://provider.example/sign-up';
  server.use(
    http.get(anyOrigin(endpoints.getUserCenterAgent.path), () =>
      ok(makeUserCenterAgent({ enabled: true, agent_info: { ...makeUserCenterAgent().agent_info, sign_up_redirect_url: url } })),
    ),
  );
  open();
  await waitFor(() => expect(goToExternal).toHaveBeenCalledWith(url));
  expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
});
