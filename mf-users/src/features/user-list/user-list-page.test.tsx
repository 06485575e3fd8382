import { fireEvent, screen, within } from '@testing-library/react';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { UserListPage } from './user-list-page';

jest.setTimeout(30_000);
setupMockServer();
const routes = [at('/users', <UserListPage />), at('/users/:username', <p>Profile page</p>)];

test("lists the week's reputation and votes leaders and the staff, each linking to a profile", async () => {
  renderRoutes(routes, '/users');
  expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  const reputation = await screen.findByTestId('ranking-reputation');
  expect(within(reputation).getByText('+40 reputation')).toBeInTheDocument();
  expect(within(reputation).getByRole('link', { name: /alice/i })).toHaveAttribute('href', '/users/alice');
  expect(within(screen.getByTestId('ranking-votes')).getByText('7 votes')).toBeInTheDocument();
  expect(within(screen.getByTestId('ranking-staff')).getAllByTestId('user-card')).toHaveLength(2);
  expect(screen.getByText('Log in to search for people.')).toBeInTheDocument();
});

test('a member finds people by name and opens their profile', async () => {
  const store = makeStore();
  store.dispatch(setToken(users.activated.access_token));
  store.dispatch(setUser(users.activated));
  renderRoutes(routes, '/users', store);
  fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'mo' } });
  fireEvent.click(await screen.findByText('@mod', {}, { timeout: 3000 }));
  expect(await screen.findByText('Profile page')).toBeInTheDocument();
});
