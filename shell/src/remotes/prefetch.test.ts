// The header's other remotes are fetched ahead, but only after the page has loaded and the browser is idle.
import { warmRemoteModule } from './loader';
import { likelyNextModules, prefetchLikelyRemotes } from './prefetch';

jest.mock('./loader', () => ({ warmRemoteModule: jest.fn(async () => undefined) }));
jest.mock('./manifest', () => jest.requireActual('./test-support/manifest-stub'));
const warm = warmRemoteModule as jest.MockedFunction<typeof warmRemoteModule>;

test('the modules fetched ahead: the login parcel, and the routes of the remotes behind the header links', async () => {
  // /tags is owned by nobody in the stub manifest (an address nobody owns is skipped, not an error).
  expect(await likelyNextModules()).toEqual(['mf_users/auth', 'mf_posts/routes', 'mf_users/routes']);
});

test('nothing is fetched before the page has loaded; once it has and the browser is idle, each module once', async () => {
  jest.useFakeTimers();
  let readyState: DocumentReadyState = 'loading';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  try {
    prefetchLikelyRemotes();
    prefetchLikelyRemotes(); // a second call (a remounted slot) schedules nothing more
    await jest.advanceTimersByTimeAsync(10_000);
    expect(warm).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    // jsdom has no requestIdleCallback: the timer stands in for it.
    await jest.advanceTimersByTimeAsync(1000);
    expect(warm.mock.calls.map(([id]) => id)).toEqual(['mf_users/auth', 'mf_posts/routes', 'mf_users/routes']);
  } finally {
    jest.useRealTimers();
  }
});
