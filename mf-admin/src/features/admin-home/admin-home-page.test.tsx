import { screen } from '@testing-library/react';
import { initI18n } from '@site/shared/i18n';
import { setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';

setupMockServer();
afterEach(() => initI18n('en_US'));

test('the admin home says the dashboard is coming, in English and in Chinese', async () => {
  const english = renderAdmin('/admin');
  expect(await screen.findByText('Dashboard: statistics, health status and system info will appear here.')).toBeInTheDocument();
  english.unmount();

  await initI18n('zh_CN');
  renderAdmin('/admin');
  expect(await screen.findByText('仪表盘：统计数据、健康状态和系统信息将显示在这里。')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('后台管理');
});
