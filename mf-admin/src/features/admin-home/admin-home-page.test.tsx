import { screen } from '@testing-library/react';
import { initI18n } from '@site/shared/i18n';
import { setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';

setupMockServer();
afterEach(() => initI18n('en_US'));

test('an admin address no page owns lists the admin pages, in English and in Chinese', async () => {
  const english = renderAdmin('/admin/not-a-page');
  expect(await screen.findByText('This admin page does not exist. The admin pages:')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin');
  expect(screen.getByRole('link', { name: 'Questions' })).toHaveAttribute('href', '/admin/questions');
  english.unmount();

  await initI18n('zh_CN');
  renderAdmin('/admin/not-a-page');
  expect(await screen.findByText('该后台页面不存在。后台页面：')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('后台管理');
});
