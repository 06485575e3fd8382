import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@site/shared/i18n';
import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import { setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';

setupMockServer();
const user = userEvent.setup({ delay: null });
afterEach(() => initI18n('en_US'));

const POINTS_PAGES = ['Points settings', 'Real-name verification', 'Withdrawals', 'Recharge codes', 'Grants and corrections', 'Ledger check'];
/** The site settings pages, in the spec's menu order (section 2). */
const SETTINGS_PAGES = ['General', 'Interface', 'Branding', 'SMTP', 'Legal', 'Write', 'SEO', 'Login', 'User settings'];
const menuEntries = () => within(screen.getByTestId('admin-menu')).getAllByRole('menuitem').map((item) => item.textContent);

test('the side menu lists the dashboard, the contents, the users, the customize pages, the points pages and the settings; choosing one opens it under its title', async () => {
  const { router } = renderAdmin('/admin');
  expect(await screen.findByTestId('dashboard-page')).toBeInTheDocument();
  // The plugins group ends the menu: the installed list, then each configurable plugin that is on (the fixture's one).
  await screen.findByRole('menuitem', { name: 'Demo login' });
  expect(menuEntries()).toEqual([
    'Dashboard', 'Questions', 'Answers', 'Users', 'Themes', 'CSS/HTML', ...POINTS_PAGES, ...SETTINGS_PAGES, 'Privileges', 'AI', 'Cloud drive', 'Review queue',
    'Site parts and versions', 'Installed plugins', 'Demo login',
  ]);
  expect(within(screen.getByTestId('admin-menu')).getByText('Contents')).toBeInTheDocument();
  expect(within(screen.getByTestId('admin-menu')).getByText('Points')).toBeInTheDocument();
  expect(within(screen.getByTestId('admin-menu')).getByText('Customize')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');

  await user.click(screen.getByRole('menuitem', { name: 'Ledger check' }));
  expect(router.state.location.pathname).toBe(ADMIN_POINTS_PATHS.ledger);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ledger check');
  expect(screen.getByRole('menuitem', { name: 'Ledger check' })).toHaveClass('ant-menu-item-selected');
});

test('the home (an address no page owns) links to every points page', async () => {
  const { router } = renderAdmin('/admin/later');
  const points = await screen.findByTestId('admin-home-points');
  expect(within(points).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
    POINTS_PAGES.map((label, i) => [label, Object.values(ADMIN_POINTS_PATHS)[i]]),
  );
  await user.click(within(points).getByRole('link', { name: 'Withdrawals' }));
  expect(router.state.location.pathname).toBe(ADMIN_POINTS_PATHS.withdrawals);
});

test('in Chinese the menu and the title speak Chinese', async () => {
  await initI18n('zh_CN');
  renderAdmin(ADMIN_POINTS_PATHS.grants);
  await screen.findByRole('menuitem', { name: 'Demo login' });
  expect(menuEntries()).toEqual(['仪表盘', '问题', '回答', '用户', '主题', 'CSS/HTML', '积分设置', '实名认证', '提现', '充值码', '发放与更正', '账本核对', '常规', '界面', '品牌', 'SMTP', '法律条款', '撰写', 'SEO', '登录', '用户设置', '特权', 'AI', '网盘', '审核队列', '站点组件与版本', '已安装插件', 'Demo login']);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('发放与更正');
});

describe('on a phone', () => {
  beforeEach(() => {
    // A 375 px wide screen: antd's xs breakpoint matches, sm and wider do not.
    const stub = window.matchMedia;
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...stub(query), matches: query.includes('max-width: 575') }));
  });
  afterEach(() => jest.restoreAllMocks());

  test('the menu folds behind a button and closes once a page is chosen', async () => {
    const { router } = renderAdmin('/admin');
    const open = await screen.findByTestId('admin-menu-open');
    expect(screen.queryByTestId('admin-menu')).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('menuitem', { name: 'Recharge codes' }));
    expect(router.state.location.pathname).toBe(ADMIN_POINTS_PATHS.rechargeCodes);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recharge codes');
    await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'false'));
  });
});
