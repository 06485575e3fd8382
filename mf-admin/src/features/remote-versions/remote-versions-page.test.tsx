import { screen, within } from '@testing-library/react';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, FIXTURE_NOW, ok } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';

const server = setupMockServer();

const V1 = '20260501T100000000Z-111111111111';
const V2 = '20260501T110000000Z-222222222222';
const V3 = '20260501T120000000Z-333333333333';
const version = (id: string) => ({ id, deployed_at: '2026-05-01T10:00:00Z', files: 12, bytes: 300 * 1024 });
const remote = (name: string, extra: object) => ({
  name,
  served_from: 'build',
  entry: `/remotes/${name.replace('_', '-')}/mf-manifest.json`,
  active: null,
  previous: null,
  canary: null,
  versions: [],
  ...extra,
});

test("each remote's versions with the active one, its fallback and the canary, and the load failures browsers reported", async () => {
  server.use(
    cannedAnswer(endpoints.getAdminFrontendRemotes, () =>
      ok({
        remotes: [
          remote('mf_posts', {
            served_from: 'versions',
            entry: `/remotes/mf-posts/v/${V2}/mf-manifest.json`,
            active: V2,
            previous: V1,
            canary: { version: V3, entry: `/remotes/mf-posts/v/${V3}/mf-manifest.json`, percent: 10 },
            versions: [version(V1), version(V2), version(V3)],
          }),
          remote('mf_admin', {}),
        ],
      }),
    ),
    cannedAnswer(endpoints.getFrontendRemoteReports, () =>
      ok({
        count: 1,
        list: [
          { kind: 'load_failure', remote: 'mf_posts', version: V3, module: 'mf_posts/routes', required: '', loaded: '', message: 'Failed to fetch', count: 3, first_at: FIXTURE_NOW, last_at: FIXTURE_NOW },
        ],
      }),
    ),
  );
  renderAdmin('/admin/remotes');
  const posts = await screen.findByTestId('remote-mf_posts');
  expect(posts).toHaveTextContent('Deployed versions');
  const row = (id: string) => within(posts).getAllByText(id)[0]!.closest('tr')!;
  expect(row(V2)).toHaveTextContent('Active');
  expect(row(V1)).toHaveTextContent('Fallback');
  expect(row(V3)).toHaveTextContent('Canary 10%');
  expect(row(V1)).toHaveTextContent('300 KB');
  const failures = within(posts).getByTestId('remote-failures-mf_posts');
  expect(failures).toHaveTextContent(V3);
  expect(failures).toHaveTextContent('Failed to fetch');
  expect(failures).toHaveTextContent('3');

  const admin = screen.getByTestId('remote-mf_admin');
  expect(admin).toHaveTextContent('No version deployed: the build in the repository is served.');
  expect(within(admin).queryByTestId('remote-failures-mf_admin')).toBeNull();
  // The page is in the admin's menu.
  expect(screen.getByRole('menuitem', { name: 'Site parts and versions' })).toBeInTheDocument();
});
