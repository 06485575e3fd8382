import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockPlugins } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { ADMIN_PLUGINS_PATH } from '../../components/admin-menu';
import { renderAdmin } from '../../test-support/render-admin';

setupMockServer();
const user = userEvent.setup({ delay: null });

test('the installed list shows each plugin with its switch; switching one off sends it, and a configurable one links to its page', async () => {
  renderAdmin(ADMIN_PLUGINS_PATH);
  const table = await screen.findByRole('table');
  const row = within(table).getByText('Demo login').closest('tr') as HTMLElement;
  expect(within(row).getByText('Login connector')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/demo_login');
  const captchaRow = within(table).getByText('Basic captcha').closest('tr') as HTMLElement;
  expect(within(captchaRow).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Enable Demo search' })).not.toBeChecked();

  await user.click(screen.getByRole('switch', { name: 'Enable Demo login' }));
  await screen.findByRole('switch', { name: 'Enable Demo login' });
  expect(mockPlugins.statusSent).toEqual([{ plugin_slug_name: 'demo_login', enabled: false }]);
});

test('a plugin that failed to start shows its error and a Failed tag instead of a switch', async () => {
  renderAdmin(ADMIN_PLUGINS_PATH);
  const table = await screen.findByRole('table');
  const row = within(table).getByText('Demo broken').closest('tr') as HTMLElement;
  const alert = within(row).getByRole('alert');
  expect(alert).toHaveTextContent('This plugin failed and is off');
  expect(alert).toHaveTextContent('start-up failed: connect ECONNREFUSED 127.0.0.1:6380');
  expect(within(row).getByText('Failed')).toBeInTheDocument();
  expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
  // The plugins that work keep their switches and show no error.
  const working = within(table).getByText('Demo login').closest('tr') as HTMLElement;
  expect(within(working).queryByRole('alert')).not.toBeInTheDocument();
});

test('the admin menu has the plugins group: installed plugins, then each configurable plugin that is on', async () => {
  renderAdmin(ADMIN_PLUGINS_PATH);
  const menu = await screen.findByTestId('admin-menu');
  expect(within(menu).getByRole('menuitem', { name: 'Installed plugins' })).toHaveClass('ant-menu-item-selected');
  expect(await within(menu).findByRole('menuitem', { name: 'Demo login' })).toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: 'Demo search' })).not.toBeInTheDocument();
});

test("a plugin's page builds its form from the declared fields and saves the values; the secret stays a placeholder", async () => {
  renderAdmin('/admin/demo_login');
  const form = await screen.findByTestId('plugin-config-form');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Demo login');
  expect(within(form).getByLabelText('Greeting')).toHaveValue('Hello from Demo ID');
  expect(within(form).getByText('Shown on the plugin page.')).toBeInTheDocument();
  expect(within(form).getByLabelText('Client secret')).toHaveAttribute('type', 'password');
  expect(within(form).getByLabelText('Notes').tagName).toBe('TEXTAREA');
  expect(within(form).getByRole('checkbox', { name: 'Email' })).toBeChecked();
  expect(within(form).getByRole('switch', { name: 'Create accounts' })).not.toBeChecked();

  await user.clear(within(form).getByLabelText('Greeting'));
  await user.type(within(form).getByLabelText('Greeting'), 'Welcome');
  await user.click(within(form).getByRole('checkbox', { name: 'Profile' }));
  await user.click(within(form).getByRole('switch', { name: 'Create accounts' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Update successful.')).toBeInTheDocument();
  expect(mockPlugins.configSent).toEqual([
    {
      plugin_slug_name: 'demo_login',
      config_fields: { greeting: 'Welcome', client_secret: '********', notes: '', button_style: 'plain', scopes: ['email', 'profile'], auto_register: true },
    },
  ]);
});

test("the server's field error shows on its field", async () => {
  renderAdmin('/admin/demo_login');
  const greeting = within(await screen.findByTestId('plugin-config-form')).getByLabelText('Greeting');
  await user.clear(greeting);
  await user.type(greeting, 'refused');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(mockPlugins.configSent).toEqual([]);
});

test('an admin address that names no plugin is the admin home', async () => {
  renderAdmin('/admin/no-such-page');
  expect(await screen.findByTestId('admin-home')).toBeInTheDocument();
  expect(screen.queryByTestId('plugin-config')).not.toBeInTheDocument();
});
