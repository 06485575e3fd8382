import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { store } from '@site/shared/store';
import { ShellRoot } from './boot/shell-root';
import { startUp } from './boot/start-up';
import { refreshUserOnReturn } from './boot/user-refresh';
import { loadManifest } from './remotes/manifest';
import { shellRoutes } from './routing/routes';

async function main() {
  const container = document.getElementById('root')!;
  // Start-up and the remotes manifest (which carries the route table) in parallel, so the first render knows which
  // remote owns the address with no further request; a missing manifest only breaks the slots (they show a retry).
  const [settings] = await Promise.all([startUp(store.dispatch, window.location.pathname), loadManifest().catch(() => undefined)]);
  refreshUserOnReturn(store.dispatch);
  const router = createBrowserRouter(shellRoutes);
  createRoot(container).render(
    <ShellRoot store={store} primaryColor={settings.primaryColor}>
      <RouterProvider router={router} />
    </ShellRoot>,
  );
}

void main();
