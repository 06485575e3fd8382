import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { store } from '@site/shared/store';
import { AppProviders } from '@site/shared/ui';
import { startUp } from './boot/start-up';
import { loadManifest } from './remotes/manifest';
import { shellRoutes } from './routing/routes';

async function main() {
  const container = document.getElementById('root')!;
  // Start-up and the remotes manifest in parallel; a missing manifest only breaks the slots (they show a retry).
  await Promise.all([startUp(store.dispatch, window.location.pathname), loadManifest().catch(() => undefined)]);
  const router = createBrowserRouter(shellRoutes);
  createRoot(container).render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void main();
