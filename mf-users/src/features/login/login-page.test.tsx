import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';
import { makeStore, saveRedirect } from '@site/shared/store';
import { AppProviders } from '@site/shared/ui';
import { anyOrigin, errorResponses, makeUserCenterAgent, mockConnectors, mockState, ok, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { typeInto } from '../../test-support/account-flows';
import { LoginPage } from './login-page';

const server = setupMockServer();
const LOGIN = anyOrigin(endpoints.loginByEmail.path);

function renderLogin() {
  const store = makeStore();
  const navigate = jest.fn();
  store.dispatch(saveRedirect('/questions?content_type=1'));
  render(
    <AppProviders store={store}>
      <LoginPage navigate={navigate} />
    </AppProviders>,
  );
  return { store, navigate };
}

async function submit(email: string, password: string) {
  await typeInto('Email', email);
  await typeInto('Password', password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

test('a wrong password shows the server message under the field it names', async () => {
  server.use(http.post(LOGIN, () => errorResponses.fieldErrors([{ error_field: 'e_mail', error_msg: 'Email or password incorrect.' }])));
  const { navigate, store } = renderLogin();
  await submit('alice@example.com', 'wrongpass1');
  expect(await screen.findByText('Email or password incorrect.')).toBeInTheDocument();
  expect(navigate).not.toHaveBeenCalled();
  expect(store.getState().auth.user).toBeNull();
});

test('a successful login stores the user and token and returns to the saved address', async () => {
  server.use(http.post(LOGIN, () => ok(users.activated)));
  const { navigate, store } = renderLogin();
  await submit('alice@example.com', 'alice12345');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/questions?content_type=1'));
  expect(store.getState().auth.user?.username).toBe('alice');
  expect(store.getState().auth.token).toBe(users.activated.access_token);
  expect(store.getState().auth.redirectAfterLogin).toBeNull();
});

test('after failed attempts the server asks for a captcha: it is shown, sent with the next try, and refreshed on a wrong code', async () => {
  const RECORD = anyOrigin(endpoints.getActionRecord.path);
  const image = (n: number) => `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg"><text>${n}</text></svg>`)}`;
  let issued = 0;
  let failures = 0;
  const sent: unknown[] = [];
  server.use(
    http.get(RECORD, () => {
      if (failures < 1) return ok({ verify: false, captcha_id: '', captcha_img: '' });
      issued += 1;
      return ok({ verify: true, captcha_id: `c${issued}`, captcha_img: image(issued) });
    }),
    http.post(LOGIN, async ({ request }) => {
      const body = (await request.json()) as { captcha_id?: string; captcha_code?: string };
      sent.push(body);
      if (failures === 0) {
        failures += 1;
        return errorResponses.fieldErrors([{ error_field: 'e_mail', error_msg: 'Email or password incorrect.' }]);
      }
      if (body.captcha_code !== 'right') return errorResponses.fieldErrors([{ error_field: 'captcha_code', error_msg: 'Verification failed.' }]);
      return ok({ ...users.activated, access_token: 'tok-after-captcha' });
    }),
  );
  const { navigate } = renderLogin();
  expect(screen.queryByTestId('captcha-img')).not.toBeInTheDocument();
  await submit('alice@example.com', 'wrongpass1');

  // The failure made the server ask for a captcha: the form shows it.
  expect(await screen.findByTestId('captcha-img')).toHaveAttribute('src', image(1));
  await typeInto('Verification code', 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Verification failed.')).toBeInTheDocument();
  expect(sent[1]).toMatchObject({ captcha_id: 'c1', captcha_code: 'wrong' });
  // A spent captcha is replaced by a fresh one.
  await waitFor(() => expect(screen.getByTestId('captcha-img')).toHaveAttribute('src', image(2)));

  await typeInto('Verification code', 'right');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/questions?content_type=1'));
  expect(sent[2]).toMatchObject({ captcha_id: 'c2', captcha_code: 'right' });
});

const AGENT = anyOrigin(endpoints.getUserCenterAgent.path);
const agentWith = (info: Partial<ReturnType<typeof makeUserCenterAgent>['agent_info']>) =>
  ok(makeUserCenterAgent({ enabled: true, agent_info: { ...makeUserCenterAgent().agent_info, ...info } }));

test('the page links to sign-up and to account recovery through the host navigation', async () => {
  const { navigate } = renderLogin();
  await userEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
  expect(navigate).toHaveBeenCalledWith('/users/register');
  await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(navigate).toHaveBeenLastCalledWith('/users/account-recovery');
});

test('without new registrations there is no sign-up link', async () => {
  mockState.siteInfo.login.allow_new_registrations = false;
  renderLogin();
  expect(await screen.findByRole('link', { name: 'Log in with GitHub' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
});

test('each enabled third-party login is a plain link to its start address, with its icon', async () => {
  renderLogin();
  const button = await screen.findByRole('link', { name: 'Log in with GitHub' });
  expect(button).toHaveAttribute('href', mockConnectors[0]!.link);
  expect(button.querySelector('img')).toHaveAttribute('src', mockConnectors[0]!.icon);
});

test("a hosting provider's login replaces the connectors; the password form stays while the site's own accounts are on", async () => {
  server.use(http.get(AGENT, () => agentWith({ display_name: 'Provider', icon: 'data:image/svg+xml;base64,PHN2Zy8+', login_redirect_url: 'https://provider.example/login' })));
  renderLogin();
  const button = await screen.findByRole('link', { name: 'Log in with Provider' });
  expect(button).toHaveAttribute('href', 'https://provider.example/login');
  expect(screen.queryByRole('link', { name: 'Log in with GitHub' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
});

test("the password form is hidden when the provider switches the site's own accounts off", async () => {
  server.use(http.get(AGENT, () => agentWith({ display_name: 'Provider', login_redirect_url: 'https://provider.example/login', enabled_original_user_system: false })));
  renderLogin();
  expect(await screen.findByRole('link', { name: 'Log in with Provider' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByLabelText('Password')).not.toBeInTheDocument());
  expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
});

test('the password form is hidden when the site turns password login off', async () => {
  mockState.siteInfo.login.allow_password_login = false;
  renderLogin();
  expect(await screen.findByRole('link', { name: 'Log in with GitHub' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByLabelText('Password')).not.toBeInTheDocument());
});

test('an agent login address that is not http(s) is not linked; the connectors stay', async () => {
  server.use(http.get(AGENT, () => agentWith({ display_name: 'Provider', login_redirect_url: 'javascript:alert(1)' })));
  const { store } = renderLogin();
  // Judge once the agent has been read, not while the connectors show for want of it.
  await waitFor(() => expect(api.endpoints.getUserCenterAgent.select()(store.getState()).isSuccess).toBe(true));
  expect(await screen.findByRole('link', { name: 'Log in with GitHub' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Log in with Provider' })).not.toBeInTheDocument();
});
