import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { makeStore, saveRedirect } from '@site/shared/store';
import { AppProviders } from '@site/shared/ui';
import { anyOrigin, errorResponses, ok, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
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
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
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
