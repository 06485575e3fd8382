import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { store } from '@site/shared/store';
import { applyAntdStylesheet } from './boot/antd-stylesheet';
import { bootData } from './boot/boot-data';
import { provideShellCloudDrive } from './cloud-drive/provide-cloud-drive';
import { ShellRoot } from './boot/shell-root';
import { startUp } from './boot/start-up';
import { followColorScheme } from './boot/follow-color-scheme';
import { followSiteInfo } from './boot/follow-site-info';
import { refreshUserOnReturn } from './boot/user-refresh';
import { preloadRouteRemote } from './remotes/loader';
import { loadManifest } from './remotes/manifest';
import { prefetchLikelyRemotes } from './remotes/prefetch';
import { takeServerContent } from './remotes/server-content';
import { shellRoutes } from './routing/routes';

async function main() {
  const container = document.getElementById('root')!;
  const boot = bootData();
  // The remotes manifest (which carries the route table) and start-up in parallel, so the first render knows which
  // remote owns the address with no further request; a missing manifest only breaks the slots (they show a retry).
  // The remote that renders this address starts loading at once, while start-up finishes; the layout and a skeleton
  // render without waiting for it.
  let routeOwned = false;
  const manifest = loadManifest().then(
    () => (routeOwned = preloadRouteRemote(window.location)),
    () => undefined,
  );
  const [, antdStylesheet] = await Promise.all([startUp(store.dispatch, window.location.pathname, boot), applyAntdStylesheet(), manifest]);
  refreshUserOnReturn(store.dispatch);
  followColorScheme(store);
  followSiteInfo(store);
  provideShellCloudDrive(store);
  const router = createBrowserRouter(shellRoutes);
  // React replaces whatever #root holds; the markup the server rendered for the address is kept aside first, and
  // the route's slot shows it until its remote renders (remotes/server-content.tsx).
  takeServerContent();
  createRoot(container).render(
    <ShellRoot store={store} antdStylesheet={antdStylesheet}>
      <RouterProvider router={router} />
    </ShellRoot>,
  );
  // The header's other remotes (login, sign-up, settings): fetched after the page has loaded, when idle; on an address
  // a remote renders, once that remote's page is on the screen (remote-slot.tsx).
  if (!routeOwned) prefetchLikelyRemotes();
}

void main();
