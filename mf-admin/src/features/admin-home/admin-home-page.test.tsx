import { screen, within } from '@testing-library/react';
import { initI18n } from '@site/shared/i18n';
import { at, renderRoutes } from '@site/mock-server/render';
import { AdminHomePage } from './admin-home-page';

afterEach(() => initI18n('en_US'));

const menuItems = () => within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);

test('the admin page shows the admin menu and the dashboard placeholder, in English and in Chinese', async () => {
  const english = renderRoutes([at('/admin', <AdminHomePage />)], '/admin');
  expect(await screen.findByText('Admin')).toBeInTheDocument();
  expect(menuItems()).toEqual(['Dashboard', 'Contents', 'Users', 'Customize', 'Settings', 'Plugins']);
  expect(screen.getByText('Dashboard: statistics, health status and system info will appear here.')).toBeInTheDocument();
  english.unmount();

  await initI18n('zh_CN');
  renderRoutes([at('/admin', <AdminHomePage />)], '/admin');
  expect(await screen.findByText('后台管理')).toBeInTheDocument();
  expect(menuItems()).toEqual(['仪表盘', '内容', '用户', '自定义', '设置', '插件']);
});
