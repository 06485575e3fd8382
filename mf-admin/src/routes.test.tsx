import { screen } from '@testing-library/react';
import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import { makeStore, setUser } from '@site/shared/store';
import { users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { renderRoutes } from '@site/mock-server/render';
import { ADMIN_AI_PATH, ADMIN_USERS_PATH } from './components/admin-menu';
import { renderAdmin } from './test-support/render-admin';
import routes from './routes';

setupMockServer();

function storeAs(user: (typeof users)[keyof typeof users]) {
  const store = makeStore();
  store.dispatch(setUser(user));
  return store;
}

test.each(['/admin', ADMIN_POINTS_PATHS.withdrawals])('a moderator is not an admin: %s answers 403', async (path) => {
  renderRoutes(routes, path, storeAs(users.moderator));
  expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
  expect(screen.queryByTestId('admin-layout')).not.toBeInTheDocument();
});

test('an admin sees the admin area; its pages to come show the admin home', async () => {
  renderRoutes(routes, '/admin/later', storeAs(users.admin));
  expect(await screen.findByTestId('admin-home')).toBeInTheDocument();
});

test.each([
  [ADMIN_POINTS_PATHS.settings, 'points-settings-form'],
  [ADMIN_POINTS_PATHS.verifications, 'verifications-queue'],
  [ADMIN_POINTS_PATHS.withdrawals, 'withdrawals-queue'],
  [ADMIN_POINTS_PATHS.rechargeCodes, 'recharge-codes-page'],
  [ADMIN_POINTS_PATHS.grants, 'grant-form'],
  [ADMIN_POINTS_PATHS.ledger, 'ledger-page'],
  [ADMIN_AI_PATH, 'ai-settings-form'],
  [ADMIN_USERS_PATH, 'admin-users'],
  [`${ADMIN_USERS_PATH}/3`, 'admin-user'],
])('%s shows its page', async (path, testId) => {
  renderAdmin(path);
  expect(await screen.findByTestId(testId)).toBeInTheDocument();
});
