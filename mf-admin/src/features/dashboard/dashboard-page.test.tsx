import { screen, within } from '@testing-library/react';
import { initI18n } from '@site/shared/i18n';
import { makeDashboard, mockAdminContents } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';
import { ADMIN_DASHBOARD_PATH } from '../../components/admin-menu';

setupMockServer();
afterEach(() => initI18n('en_US'));

test('/admin opens the dashboard: counts, health tags and system info', async () => {
  const { router } = renderAdmin('/admin');
  const counts = await screen.findByTestId('dashboard-counts');
  expect(router.state.location.pathname).toBe(ADMIN_DASHBOARD_PATH);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
  expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveClass('ant-menu-item-selected');
  expect(within(counts).getByTestId('count-questions')).toHaveTextContent('Questions42');
  expect(within(counts).getByTestId('count-reviews')).toHaveTextContent('Reviews3');
  expect(within(counts).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/review?type=queued_post');
  expect(within(counts).getByRole('link', { name: 'Flags' })).toHaveAttribute('href', '/review?type=flagged_post');

  expect(screen.getByTestId('health-database')).toHaveAttribute('data-status', 'ok');
  expect(screen.getByTestId('health-database')).toHaveTextContent('OK0.8 ms round trip');
  // Not configured is said with what to do about it.
  expect(screen.getByTestId('health-smtp')).toHaveTextContent('Not configured');
  expect(screen.getByTestId('health-smtp')).toHaveTextContent('Set up SMTP in the settings.');
  expect(screen.getByTestId('health-disk')).toHaveTextContent('50 GB free of 100 GB');
  expect(screen.getByTestId('health-ledger')).toHaveTextContent('120 entries checked');

  expect(screen.getByTestId('system-run_mode')).toHaveTextContent('Embedded database (single server)');
  expect(screen.getByTestId('system-database')).toHaveTextContent('PGlite 18.0');
  expect(screen.getByTestId('system-upload_folder')).toHaveTextContent('/data/uploads');
  expect(screen.getByTestId('system-version')).toHaveTextContent('1.0.0 (abc123)');
  expect(screen.getByTestId('system-uptime')).toHaveTextContent('1 hour');
});

test('a problem shows in red with the next step; in Chinese too', async () => {
  mockAdminContents.dashboard = makeDashboard({
    health: { ...makeDashboard().health, ledger: { status: 'problem', problems: 2, entries: 9 }, redis: { status: 'problem', latency_ms: 1500 } },
  });
  const english = renderAdmin(ADMIN_DASHBOARD_PATH);
  const ledger = await screen.findByTestId('health-ledger');
  expect(ledger).toHaveAttribute('data-status', 'problem');
  expect(ledger).toHaveTextContent('Problem');
  expect(ledger).toHaveTextContent('2 difference(s) found. Stop the site and run pnpm ledger:check');
  expect(screen.getByTestId('health-redis')).toHaveTextContent('Redis did not answer.');
  english.unmount();

  await initI18n('zh_CN');
  renderAdmin(ADMIN_DASHBOARD_PATH);
  expect(await screen.findByTestId('health-ledger')).toHaveTextContent('异常');
  expect(screen.getByTestId('health-ledger')).toHaveTextContent('发现 2 处差异');
  expect(screen.getByTestId('count-questions')).toHaveTextContent('问题42');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('仪表盘');
});

test('browsers\' reports of a version skew or a remote that did not load show in the health list, as text', async () => {
  const at = 1767225600;
  const report = { version: '', module: '', required: '', loaded: '', message: '', first_at: at - 60, last_at: at };
  mockAdminContents.dashboard = makeDashboard({
    health: {
      ...makeDashboard().health,
      frontend: {
        status: 'problem',
        reports: [
          { ...report, kind: 'skew', remote: 'mf_admin', module: '@site/shared/store', required: '^0.2.0', loaded: '0.1.0', count: 3 },
          { ...report, kind: 'load_failure', remote: 'mf_users', message: '<b>Failed to fetch</b>', count: 1 },
        ],
      },
    },
  });
  renderAdmin(ADMIN_DASHBOARD_PATH);
  const frontend = await screen.findByTestId('health-frontend');
  expect(frontend).toHaveAttribute('data-status', 'problem');
  const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(lines[0]).toMatch(/^Front-end version skew: mf_admin needs @site\/shared\/store \^0\.2\.0, the page has 0\.1\.0 \(3 reports, last at .+\)$/);
  expect(lines[1]).toMatch(/^mf_users could not be loaded: <b>Failed to fetch<\/b> \(1 report, last at .+\)$/);
  expect(frontend).toHaveTextContent('deploy the shell built with them, or roll the remote back');
  expect(frontend.querySelector('b')).toBeNull();
});

test('a healthy front end says no browser reported anything', async () => {
  renderAdmin(ADMIN_DASHBOARD_PATH);
  const frontend = await screen.findByTestId('health-frontend');
  expect(frontend).toHaveAttribute('data-status', 'ok');
  expect(frontend).toHaveTextContent('No browser reported a part of the site it could not show in the last 7 days.');
});
