import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { renderSettings } from '../../test-support/settings';

setupMockServer();

describe('guard: login needed (spec section 2, /users/settings)', () => {
  test('an anonymous visitor goes to login, and comes back after it', async () => {
    const { router, store } = renderSettings('/users/settings/account', null);
    expect(await screen.findByTestId('where')).toHaveTextContent('/users/login');
    expect(router.state.location.pathname).toBe('/users/login');
    expect(store.getState().auth.redirectAfterLogin).toBe('/users/settings/account');
  });

  test('a suspended user goes to the suspended page', async () => {
    renderSettings('/users/settings', users.suspended);
    expect(await screen.findByText('Suspended page')).toBeInTheDocument();
    expect(screen.queryByTestId('settings')).not.toBeInTheDocument();
  });

  test('a user who has not activated the account yet may use the settings', async () => {
    renderSettings('/users/settings/account', users.notActivated);
    expect(await screen.findByTestId('account-settings')).toBeInTheDocument();
  });
});

describe('the settings menu', () => {
  test('/users/settings shows the profile; the side menu lists the subpages and leads to them', async () => {
    const { router } = renderSettings('/users/settings');
    expect(await screen.findByTestId('profile-form')).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Settings' })).toHaveTextContent(/Profile.*Notifications.*Account.*Interface/);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Notifications' }));
    expect(await screen.findByTestId('notify-form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/settings/notify');
  });

  test.each([
    ['/users/settings/profile', 'profile-form'],
    ['/users/settings/account', 'account-settings'],
    ['/users/settings/interface', 'interface-form'],
  ])('%s shows its subpage', async (path, testId) => {
    renderSettings(path);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
  });
});
