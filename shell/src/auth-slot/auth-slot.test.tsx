import { act, screen } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { SKELETON_DELAY_MS } from '@site/shared/ui';
import { at, renderRoutes } from '@site/mock-server/render';
import { loadRemoteModule } from '../remotes/loader';
import { AuthSlot } from './auth-slot';

// The login parcel is another deployment: a stand-in parcel that writes its form into the slot.
jest.mock('../remotes/loader', () => ({ loadRemoteModule: jest.fn(), warmRemoteModule: jest.fn(async () => undefined) }));
jest.mock('../remotes/manifest', () => ({
  loadManifest: () => Promise.resolve({ remotes: [], auth: { remote: 'mf_users', module: './auth' } }),
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const loginParcel: ParcelConfig = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.textContent = 'Login form';
  },
  unmount: async (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.textContent = '';
  },
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('while the login parcel loads the slot shows nothing for a second, then the skeleton, then the form', async () => {
  let arrive!: (m: ParcelConfig) => void;
  load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
  renderRoutes([at('/users/login', <AuthSlot />)], '/users/login');

  act(() => jest.advanceTimersByTime(SKELETON_DELAY_MS - 1));
  expect(screen.queryByTestId('delayed-skeleton')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('delayed-skeleton')).toBeInTheDocument();

  await act(async () => arrive(loginParcel));
  expect(await screen.findByText('Login form')).toBeInTheDocument();
  expect(screen.queryByTestId('delayed-skeleton')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_users/auth');
});

test('a parcel that mounts within the second never shows the skeleton', async () => {
  load.mockResolvedValueOnce(loginParcel);
  renderRoutes([at('/users/login', <AuthSlot />)], '/users/login');
  expect(await screen.findByText('Login form')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(SKELETON_DELAY_MS * 2));
  expect(screen.queryByTestId('delayed-skeleton')).not.toBeInTheDocument();
});
