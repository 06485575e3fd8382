import { registerRemotes } from '@module-federation/enhanced/runtime';
import { BOOT_DATA_ELEMENT_ID } from '@site/shared/contract';
import { http, HttpResponse, setupMockServer } from '@site/mock-server/node';
import { loadedManifest, loadManifest } from './manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
const server = setupMockServer();

const posts = { name: 'mf_posts', entry: '/remotes/mf-posts/mf-manifest.json', ownedPaths: { prefixes: ['/questions'], exact: ['/'] } };

test("the manifest the server inlined in the page is used as is: /remotes.json is not asked for", async () => {
  let asked = 0;
  server.use(http.get('*/remotes.json', () => (asked++, HttpResponse.json({ remotes: [], auth: { remote: 'x', module: './auth' } }))));
  const script = document.createElement('script');
  script.id = BOOT_DATA_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({ remotes: { remotes: [posts], auth: { remote: 'mf_users', module: './auth' } } });
  document.head.append(script);

  await loadManifest();
  expect(asked).toBe(0);
  expect(loadedManifest()?.remotes).toEqual([posts]);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_posts', entry: 'http://localhost/remotes/mf-posts/mf-manifest.json' }]);
});
