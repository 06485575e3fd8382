import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { SKELETON_DELAY_MS } from '@site/shared/ui';
import { at, renderRoutes } from '@site/mock-server/render';
import { loadRemoteModule } from './loader';
import { RemoteSlot } from './remote-slot';

jest.mock('./loader', () => ({ loadRemoteModule: jest.fn(), warmRemoteModule: jest.fn(async () => undefined) }));
jest.mock('./manifest', () => ({ remoteOrigin: () => 'https://cdn.example.com' }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const remoteRoutes: RouteObject[] = [{ path: '/', element: <p>Posts from the remote</p> }];
const page = [
  {
    element: (
      <>
        <header role="banner">Site header</header>
        <RemoteSlot name="mf_posts" />
      </>
    ),
    children: [],
    path: '*',
  },
];

// React reports errors caught by the slot's boundary on the console; the test asserts what the user sees instead.
// The failure messages are a chunk of their own, fetched when a slot fails: fetched once before the tests, so the time
// a cold test process takes to compile antd's Result does not count against the tests' wait for the message.
beforeAll(() => import('./slot-fallback-view'));

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a remote that fails to load shows a retry in its slot only, and Retry loads it', async () => {
  load.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
  renderRoutes(page, '/');

  const fallback = await screen.findByTestId('slot-fallback-mf_posts');
  expect(fallback).toHaveTextContent('This part of the site could not be loaded.');
  expect(screen.getByRole('banner')).toHaveTextContent('Site header');

  load.mockResolvedValueOnce({ default: remoteRoutes });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Posts from the remote')).toBeInTheDocument();
  expect(screen.queryByTestId('slot-fallback-mf_posts')).not.toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mf_posts/routes');
});

test('the slot says where the remote came from and shows 404 for paths the remote does not have', async () => {
  load.mockResolvedValueOnce({ default: remoteRoutes });
  renderRoutes([at('*', <RemoteSlot name="mf_posts" />)], '/questions/unknown/deep');
  expect(await screen.findByText('Sorry, this page does not exist.')).toBeInTheDocument();
  expect(screen.getByTestId('slot-mf_posts')).toHaveAttribute('data-remote-origin', 'https://cdn.example.com');
});

test('while the remote loads the slot shows nothing for a second, then the skeleton, then the page', async () => {
  jest.useFakeTimers();
  try {
    let arrive!: (m: { default: RouteObject[] }) => void;
    load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    renderRoutes([at('*', <RemoteSlot name="mf_posts" />)], '/');
    act(() => jest.advanceTimersByTime(SKELETON_DELAY_MS - 1));
    expect(screen.queryByTestId('delayed-skeleton')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('delayed-skeleton')).toBeInTheDocument();

    await act(async () => arrive({ default: remoteRoutes }));
    expect(await screen.findByText('Posts from the remote')).toBeInTheDocument();
    expect(screen.queryByTestId('delayed-skeleton')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
