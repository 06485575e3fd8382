// A remote may call an endpoint the server gained after the shell was built: nothing in the api slice or the store
// the shell builds lists the endpoints. This test plays the remote built later: its contract entry, its tag type and
// its endpoints exist only here, never in shared's contract or TAG_TYPES, and are injected into the running slice.
import { handle, mockServer, setupMockServer } from '@site/mock-server/node';
import { z } from 'zod';
import { API_PREFIX, def } from '../contract/index.js';
import { makeStore } from '../store/make-store.js';
import { api } from './api.js';
import { fromContract } from './from-contract.js';

setupMockServer();

// Endpoints a newer server serves and the shell's copy of the contract has never heard of.
const getRemoteDigest = def({
  method: 'GET',
  access: 'anyone',
  path: `${API_PREFIX}/remote-digest`,
  query: z.object({ day: z.string() }),
  response: z.object({ day: z.string(), count: z.number().int() }),
});
const resetRemoteDigest = def({ method: 'POST', access: 'anyone', path: `${API_PREFIX}/remote-digest/reset`, response: z.null() });

// The remote adds its own tag type next to the shell's, as RTK Query allows after the slice was created.
const remoteApi = api.enhanceEndpoints({ addTagTypes: ['RemoteDigest'] }).injectEndpoints({
  endpoints: (build) => ({
    getRemoteDigest: build.query({ ...fromContract(getRemoteDigest), providesTags: ['RemoteDigest'] }),
    resetRemoteDigest: build.mutation({ ...fromContract(resetRemoteDigest), invalidatesTags: ['RemoteDigest'] }),
  }),
});

test("an endpoint injected by a remote the shell's build knew nothing of is called, cached and refreshed", async () => {
  let count = 3;
  mockServer.use(
    handle(getRemoteDigest, ({ query }) => ({ day: query.day, count })),
    handle(resetRemoteDigest, () => {
      count = 0;
      return null;
    }),
  );
  // The store as the shell makes it at start-up, before the remote was loaded.
  const store = makeStore();
  const subscription = store.dispatch(remoteApi.endpoints.getRemoteDigest.initiate({ day: '2026-01-01' }));
  expect((await subscription).data).toEqual({ day: '2026-01-01', count: 3 });

  // The remote's mutation invalidates the remote's own tag: the subscribed query asks the server again.
  await store.dispatch(remoteApi.endpoints.resetRemoteDigest.initiate());
  // The store's type predates the remote's tag type (as the shell's does): the state is read as the remote sees it.
  const digest = () => remoteApi.endpoints.getRemoteDigest.select({ day: '2026-01-01' })(store.getState() as never);
  await waitFor(() => digest().data?.count === 0);
  subscription.unsubscribe();
});

/** Polls until `check` holds (at most 3 s). */
async function waitFor(check: () => boolean) {
  const deadline = Date.now() + 3_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the query was not refreshed within 3 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}
