// Stands in for ../manifest in tests of the shell's routes, where the remotes are other deployments:
// `jest.mock('../remotes/manifest', () => jest.requireActual('../remotes/test-support/manifest-stub'))`.
import type { RemotesManifest } from '@site/shared/contract';

/** Two remotes, owning what their builds declare for the addresses these tests visit. */
export const stubManifest: RemotesManifest = {
  remotes: [
    { name: 'mf_posts', entry: '/remotes/mf-posts/mf-manifest.json', ownedPaths: { prefixes: ['/questions'], exact: ['/'] } },
    { name: 'mf_users', entry: '/remotes/mf-users/mf-manifest.json', ownedPaths: { prefixes: ['/users'], exact: [] } },
  ],
  auth: { remote: 'mf_users', module: './auth' },
};

export const loadedManifest = () => stubManifest;
export const loadManifest = async () => stubManifest;
export const completeOwnedPaths = async () => stubManifest;
export const remoteOrigin = () => 'http://localhost';
