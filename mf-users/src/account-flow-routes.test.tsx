import { screen } from '@testing-library/react';
import type { LoggedUser } from '@site/shared/contract';
import { users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { renderRoutes } from '@site/mock-server/render';
import { accountFlowRoutes } from './account-flow-routes';
import { inShell, loggedStore } from './test-support/account-flows';

setupMockServer();
type Visitor = 'anonymous' | 'notActivated' | 'activated';
const USERS: Record<Visitor, LoggedUser | null> = { anonymous: null, notActivated: users.notActivated, activated: users.activated };
const visit = (path: string, who: Visitor) => renderRoutes(inShell(accountFlowRoutes), path, loggedStore(USERS[who]));
const HOME = /^\/$/;

// The guards each page is wired with (spec section 4), visitor by visitor.
test.each([
  ['/users/change-email', 'anonymous', '/users/login'],
  ['/users/change-email', 'activated', HOME],
  ['/users/account-recovery', 'activated', HOME],
  ['/users/account-recovery', 'notActivated', HOME],
  ['/user-center/auth', 'activated', HOME],
  ['/users/account-activation/success', 'anonymous', '/users/login'],
  ['/users/register', 'notActivated', HOME],
] as const)('%s sends the %s visitor to %s', async (path, who, where) => {
  visit(path, who);
  expect(await screen.findByTestId('where')).toHaveTextContent(where);
});

test.each([
  ['/users/change-email', 'notActivated', 'Change email'],
  ['/users/account-recovery', 'anonymous', 'Forgot your password?'],
  ['/users/register', 'anonymous', 'Sign up for Mock Site'],
  ['/users/account-activation/failed', 'activated', 'This link no longer works'],
  ['/users/password-reset?code=x', 'activated', 'Set a new password'],
  ['/user-center/auth-failed', 'activated', 'Login failed'],
] as const)('%s opens for the %s visitor', async (path, who, title) => {
  visit(path, who);
  expect(await screen.findByText(title)).toBeInTheDocument();
});
