import { http, HttpResponse, setupMockServer } from '@site/mock-server/node';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from './loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const server = setupMockServer();

const canary = '/remotes/mf-posts/v/20260501T120000000Z-cccccccccccc/mf-manifest.json';
const active = '/remotes/mf-posts/v/20260501T110000000Z-aaaaaaaaaaaa/mf-manifest.json';

test('a version that fails to load gives way to the last good one for this visitor, and the failure is reported', async () => {
  const reports: unknown[] = [];
  server.use(
    http.get('*/remotes.json', () =>
      HttpResponse.json({
        remotes: [{ name: 'mf_posts', entry: canary, version: '20260501T120000000Z-cccccccccccc', fallback: active }],
        auth: { remote: 'mf_users', module: './auth' },
      }),
    ),
    http.post('*/answer/api/v1/frontend/remote-report', async ({ request }) => {
      reports.push(await request.json());
      return HttpResponse.json({ code: 200, reason: 'base.success', msg: '', data: null });
    }),
  );
  // The federation runtime loads from whichever entry mf_posts was registered with last: the canary's files are gone.
  let registered = '';
  jest.mocked(registerRemotes).mockImplementation((remotes) => {
    for (const r of remotes) if (r.name === 'mf_posts' && 'entry' in r) registered = r.entry;
  });
  jest.mocked(loadRemote).mockImplementation(async () => {
    if (registered.endsWith(canary)) throw new Error('Failed to fetch mf-manifest.json');
    return { default: ['the active version'] };
  });

  const mod = await loadRemoteModule<{ default: string[] }>('mf_posts/routes');
  expect(mod.default).toEqual(['the active version']);
  expect(registered).toBe(`http://localhost${active}`);
  await new Promise((r) => setTimeout(r, 50)); // the report is sent without waiting for it
  expect(reports).toEqual([
    expect.objectContaining({ kind: 'load_failure', remote: 'mf_posts', version: '20260501T120000000Z-cccccccccccc', module: 'mf_posts/routes' }),
  ]);
  expect((reports[0] as { message: string }).message).toMatch(/^\/remotes\/mf-posts\/v\/20260501T120000000Z-c+\/mf-manifest\.json failed, fell back to \/remotes\/mf-posts\/v\/20260501T110000000Z-a+\/mf-manifest\.json: Failed to fetch mf-manifest\.json$/);

  // Without a further fallback, a failure is the slot's to show (with its retry), as before.
  jest.mocked(loadRemote).mockRejectedValue(new Error('down'));
  await expect(loadRemoteModule('mf_posts/routes')).rejects.toThrow('down');
  expect(reports).toHaveLength(1);
}, 20_000);
