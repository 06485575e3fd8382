import { http, HttpResponse, setupMockServer } from '@site/mock-server/node';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { completeOwnedPaths, loadedManifest, loadManifest } from './manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
const server = setupMockServer();

const users = { name: 'mf_users', entry: '/remotes/mf-users/mf-manifest.json', ownedPaths: { prefixes: ['/users'], exact: [] } };
// The server could not read mf-posts' manifest (its origin was down): the entry comes without owned paths.
const posts = { name: 'mf_posts', entry: 'https://cdn.example/posts/mf-manifest.json' };

test('the boot reads the route table with the manifest; paths the server could not give are read from the remote itself', async () => {
  let postsUp = false;
  let postsReads = 0;
  server.use(
    http.get('*/remotes.json', () => HttpResponse.json({ remotes: [posts, users], auth: { remote: 'mf_users', module: './auth' } })),
    http.get(posts.entry, () => {
      postsReads++;
      return postsUp
        ? HttpResponse.json({ id: 'mf_posts', metaData: { name: 'mf_posts', ownedPaths: { prefixes: ['/questions'], exact: ['/'] } } })
        : new HttpResponse('down', { status: 503 });
    }),
  );

  expect(loadedManifest()).toBeNull();
  await loadManifest();
  expect(loadedManifest()?.remotes.find((r) => r.name === 'mf_users')?.ownedPaths).toEqual(users.ownedPaths);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mf_posts', entry: posts.entry },
    { name: 'mf_users', entry: 'http://localhost/remotes/mf-users/mf-manifest.json' },
  ]);

  // Still down: mf_posts stays unknown, and the next call asks again.
  expect((await completeOwnedPaths()).remotes[0]).toEqual(posts);
  postsUp = true;
  expect((await completeOwnedPaths()).remotes[0]?.ownedPaths).toEqual({ prefixes: ['/questions'], exact: ['/'] });
  expect(loadedManifest()?.remotes[0]?.ownedPaths?.exact).toEqual(['/']);
  await completeOwnedPaths();
  expect(postsReads).toBe(2);
});
