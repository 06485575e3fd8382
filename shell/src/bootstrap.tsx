import { createRoot } from 'react-dom/client';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { store } from '@site/shared/store';
import { AppProviders, theme as baseTheme } from '@site/shared/ui';
import { startUp } from './boot/start-up';
import { loadManifest } from './remotes/manifest';
import { shellRoutes } from './routing/routes';

async function main() {
  const container = document.getElementById('root')!;
  // Start-up and the remotes manifest in parallel; a missing manifest only breaks the slots (they show a retry).
  const [settings] = await Promise.all([startUp(store.dispatch, window.location.pathname), loadManifest().catch(() => undefined)]);
  // Theme set once at start-up (spec section 4): light/dark and the site's primary colour.
  const theme: ThemeConfig = {
    ...baseTheme,
    algorithm: settings.theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { ...baseTheme.token, ...(settings.primaryColor ? { colorPrimary: settings.primaryColor } : {}) },
  };
  const router = createBrowserRouter(shellRoutes);
  createRoot(container).render(
    <AppProviders theme={theme}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void main();
