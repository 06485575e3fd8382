import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockPlugins } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { renderSettings } from '../../test-support/settings';

setupMockServer();
const user = userEvent.setup({ delay: null });

test("the settings menu lists a plugin's member settings; its page saves the member's values", async () => {
  const { router } = renderSettings('/users/settings');
  const menu = await screen.findByRole('menu', { name: 'Settings' });
  await user.click(await within(menu).findByRole('menuitem', { name: 'Demo login' }));
  const form = await screen.findByTestId('plugin-settings-form');
  expect(router.state.location.pathname).toBe('/users/settings/demo_login');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Demo login');

  await user.click(within(form).getByRole('switch', { name: 'Show my Demo ID badge' }));
  await user.type(within(form).getByLabelText('Demo ID nickname'), 'neo');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Update successful.')).toBeInTheDocument();
  expect(mockPlugins.userConfigSent).toEqual([{ plugin_slug_name: 'demo_login', config_fields: { show_badge: true, nickname: 'neo' } }]);
});

test('a settings address naming no plugin with member settings is a 404', async () => {
  renderSettings('/users/settings/no_such_plugin');
  expect(await screen.findByText('Sorry, this page does not exist.')).toBeInTheDocument();
  expect(screen.queryByTestId('plugin-settings-form')).not.toBeInTheDocument();
});
