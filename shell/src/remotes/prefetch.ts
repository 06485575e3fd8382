// The pages a visitor reaches from the header come from other remotes (the login parcel, mf-users' sign-up and
// settings). Their code is fetched once the first page has loaded and the browser is idle, so moving there does not
// wait for it; the first page never does either. A prefetch that fails is forgotten: the page loads (and reports)
// as always when it is opened.
import { PATHS } from '@site/shared/auth';
import { HEADER_NAV } from '../layout/nav-items';
import { warmRemoteModule } from './loader';
import { loadManifest } from './manifest';
import { remoteForPath } from './route-table';
import { afterLoadWhenIdle } from './when-idle';

/** Addresses the header links to, whoever is signed in: its lists and tags, log in, sign up, account settings. */
const HEADER_PATHS = [...HEADER_NAV.map((n) => n.href.split('?')[0]!), PATHS.signUp, '/users/settings/profile'];

/** The federation ids to load ahead: the auth module and the routes of every remote owning a header address. */
export async function likelyNextModules(): Promise<string[]> {
  const manifest = await loadManifest();
  const owners = new Set<string>();
  for (const path of HEADER_PATHS) {
    const owner = remoteForPath(manifest.remotes, path);
    if (owner) owners.add(owner);
  }
  const auth = `${manifest.auth.remote}/${manifest.auth.module.replace(/^\.\//, '')}`;
  return [auth, ...[...owners].map((name) => `${name}/routes`)];
}

let scheduled = false;

/** Once per page load: after the load event, when idle, loads the likely next remotes one after another. */
export function prefetchLikelyRemotes(): void {
  if (scheduled) return;
  scheduled = true;
  afterLoadWhenIdle(() => {
    void (async () => {
      // One at a time: a prefetch never takes both of a slow connection's lanes from what the page asks for.
      for (const id of await likelyNextModules().catch(() => [])) await warmRemoteModule(id);
    })();
  });
}
