import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes } from '@site/mock-server/render';
import { loadRemoteModule } from './loader';
import { RemoteSlot } from './remote-slot';
import { takeServerContent } from './server-content';

jest.mock('./loader', () => ({ loadRemoteModule: jest.fn(), warmRemoteModule: jest.fn(async () => undefined) }));
jest.mock('./manifest', () => ({ remoteOrigin: () => '' }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** The page as the server sends it: its crawlable copy inside #root. */
function serverPage() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<div id="ssr-content"><h1>How do I bake bread?</h1></div>';
  document.body.appendChild(root);
  return root;
}

afterEach(() => document.getElementById('root')?.remove());

test("the server's copy of the page stays readable in the slot until the remote renders, then gives way to it", async () => {
  const root = serverPage();
  takeServerContent();
  expect(root).toBeEmptyDOMElement();

  let arrive!: (m: { default: RouteObject[] }) => void;
  load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
  renderRoutes([{ path: '*', element: <RemoteSlot name="mf_posts" /> }], '/questions/1');

  expect(screen.getByRole('heading', { name: 'How do I bake bread?' })).toBeVisible();
  arrive({ default: [{ path: '/questions/1', element: <h1>Bread, from the remote</h1> }] });
  expect(await screen.findByRole('heading', { name: 'Bread, from the remote' })).toBeInTheDocument();
  expect(screen.queryByText('How do I bake bread?')).not.toBeInTheDocument();
  expect(document.getElementById('ssr-content')).toBeNull();
});

test('a page without a server copy keeps the usual loading placeholder', async () => {
  takeServerContent();
  load.mockResolvedValueOnce({ default: [{ path: '/', element: <p>List</p> }] });
  renderRoutes([{ path: '*', element: <RemoteSlot name="mf_posts" /> }], '/');
  expect(screen.queryByTestId('server-content')).not.toBeInTheDocument();
  expect(await screen.findByText('List')).toBeInTheDocument();
});
