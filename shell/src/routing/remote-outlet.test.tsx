import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ownedPathsSchema, type RemotesManifest } from '@site/shared/contract';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { loadRemoteModule } from '../remotes/loader';
import { completeOwnedPaths, loadedManifest } from '../remotes/manifest';
import { RemoteOutlet } from './remote-outlet';

// The remotes are other deployments: stand-ins show which one the shell put on the page.
jest.mock('../remotes/loader', () => ({ loadRemoteModule: jest.fn(), warmRemoteModule: jest.fn(async () => undefined) }));
jest.mock('../remotes/manifest', () => ({ remoteOrigin: () => 'http://localhost', loadedManifest: jest.fn(), completeOwnedPaths: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const loaded = loadedManifest as jest.MockedFunction<typeof loadedManifest>;
const complete = completeOwnedPaths as jest.MockedFunction<typeof completeOwnedPaths>;

const pages: Record<string, RouteObject[]> = {
  mf_posts: [{ path: '/', element: <p>Home page</p> }],
  mf_articles: [{ path: '/articles/:slug', element: <p>An article</p> }],
};
// The failure messages are a chunk of their own, fetched when a slot fails: fetched once before the tests, so the time
// a cold test process takes to compile antd's Result does not count against the tests' wait for the message.
beforeAll(() => import('../remotes/slot-fallback-view'));

beforeEach(() => load.mockImplementation(async (id) => ({ default: pages[id.split('/')[0]!]! })));

const owned = (prefixes: string[], exact: string[] = []) => ownedPathsSchema.parse({ prefixes, exact });
const manifest = (remotes: RemotesManifest['remotes']): RemotesManifest => ({ remotes, auth: { remote: 'mf_users', module: './auth' } });
const posts = { name: 'mf_posts', entry: '/remotes/mf-posts/mf-manifest.json', ownedPaths: owned(['/questions'], ['/']) };
const articles = { name: 'mf_articles', entry: 'https://cdn.example/articles/mf-manifest.json', ownedPaths: owned(['/articles']) };

// An address no remote owns asks GET plugin/status (a route plugin may own it): the mock's fixtures answer.
setupMockServer();
const outlet = [at('*', <RemoteOutlet />)];

test("a prefix only the manifest names opens that remote's page, with no request beyond the boot's", async () => {
  loaded.mockReturnValue(manifest([posts, articles]));
  renderRoutes(outlet, '/articles/first-steps');
  expect(await screen.findByText('An article')).toBeInTheDocument();
  expect(screen.getByTestId('slot-mf_articles')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_articles/routes');
  expect(complete).not.toHaveBeenCalled();
});

test('an address no remote owns is the 404 page', async () => {
  loaded.mockReturnValue(manifest([posts, articles]));
  renderRoutes(outlet, '/nothing/here');
  expect(await screen.findByText('Sorry, this page does not exist.')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test('when a remote could not be read, its addresses show the retry, and Retry finds the remote once it is back', async () => {
  const unread = { name: posts.name, entry: posts.entry };
  loaded.mockReturnValue(manifest([unread, articles]));
  complete.mockResolvedValueOnce(manifest([unread, articles]));
  renderRoutes(outlet, '/');
  const fallback = await screen.findByTestId('slot-fallback-mf_posts');
  expect(fallback).toHaveTextContent('This part of the site could not be loaded.');
  expect(screen.queryByText('Sorry, this page does not exist.')).not.toBeInTheDocument();

  complete.mockResolvedValueOnce(manifest([posts, articles]));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(complete).toHaveBeenCalledTimes(2);
});

test('without a manifest the page offers a retry instead of guessing', async () => {
  loaded.mockReturnValue(null);
  complete.mockRejectedValueOnce(new Error('remotes.json answered 502'));
  renderRoutes(outlet, '/');
  await screen.findByTestId('slot-fallback-remotes');
  complete.mockResolvedValueOnce(manifest([posts]));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});
