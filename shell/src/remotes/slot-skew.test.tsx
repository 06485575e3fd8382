import { act, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@site/shared/i18n';
import { renderRoutes } from '@site/mock-server/render';
import { mockFrontendReports } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { loadRemoteModule } from './loader';
import { RemoteSlot } from './remote-slot';
import { resetRemoteReports } from './remote-report';
import { VersionSkewError } from './version-skew';

jest.mock('./loader', () => ({ loadRemoteModule: jest.fn(), warmRemoteModule: jest.fn(async () => undefined) }));
jest.mock('./manifest', () => ({ remoteOrigin: () => 'https://cdn.example.com' }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

setupMockServer();

const SKEW = { remote: 'mf_admin', module: '@site/shared/store', required: '^0.2.0', loaded: '0.1.0' };
const page = (name: string) => [
  {
    element: (
      <>
        <header role="banner">Site header</header>
        <RemoteSlot name={name} />
      </>
    ),
    children: [],
    path: '*',
  },
];

// The failure messages are a chunk of their own, fetched when a slot fails: fetched once before the tests, so the time
// a cold test process takes to compile antd's Result does not count against the tests' wait for the message.
beforeAll(() => import('./slot-fallback-view'));
// The message renders after its lazy component resolves (a Suspense boundary of its own): on a loaded machine that
// takes longer than the default wait.
const LAZY_MESSAGE = { timeout: 10_000 };

beforeEach(() => {
  resetRemoteReports();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a remote that needs a newer page says so with Reload, and the server hears of it once per page load', async () => {
  load.mockRejectedValue(new VersionSkewError(SKEW));
  const first = renderRoutes(page('mf_admin'), '/admin');

  const slot = await screen.findByTestId('slot-skew-mf_admin', {}, LAZY_MESSAGE);
  expect(slot).toHaveTextContent('This part of the site needs a newer version of the page.');
  expect(slot).toHaveTextContent('Reload the page to use it.');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.getByRole('banner')).toHaveTextContent('Site header');

  await waitFor(() => expect(mockFrontendReports).toEqual([{ kind: 'skew', ...SKEW }]));

  // The same slot again on this page load (the visitor went away and came back): no second report.
  first.unmount();
  renderRoutes(page('mf_admin'), '/admin');
  await screen.findByTestId('slot-skew-mf_admin', {}, LAZY_MESSAGE);
  await new Promise((r) => setTimeout(r, 50));
  expect(mockFrontendReports).toHaveLength(1);
});

test('the same message in Chinese', async () => {
  await act(() => initI18n('zh_CN'));
  try {
    load.mockRejectedValue(new VersionSkewError(SKEW));
    renderRoutes(page('mf_admin'), '/admin');
    const slot = await screen.findByTestId('slot-skew-mf_admin', {}, LAZY_MESSAGE);
    expect(slot).toHaveTextContent('网站的这一部分需要更新版本的页面。');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  } finally {
    await act(() => initI18n('en_US'));
  }
});

test('a remote that does not load after its retries is reported as a load failure, once', async () => {
  load.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
  const first = renderRoutes(page('mf_users'), '/users');
  expect(await screen.findByTestId('slot-fallback-mf_users')).toHaveTextContent('This part of the site could not be loaded.');
  await waitFor(() =>
    expect(mockFrontendReports).toEqual([{ kind: 'load_failure', remote: 'mf_users', message: 'Failed to fetch mf-manifest.json' }]),
  );
  first.unmount();
  renderRoutes(page('mf_users'), '/users');
  await screen.findByTestId('slot-fallback-mf_users');
  await new Promise((r) => setTimeout(r, 50));
  expect(mockFrontendReports).toHaveLength(1);
});
