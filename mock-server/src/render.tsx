import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, selectToasts, useAppSelector, type AppStore } from '@site/shared/store';
import { AppProviders } from '@site/shared/ui';

/** Component tests: renders routes in a data router (the shell's kind) with a fresh store. */
export function renderRoutes(routes: RouteObject[], path: string, store: AppStore = makeStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, store };
}

export const at = (path: string, element: ReactNode): RouteObject => ({ path, element });

/** The shell's toast stack reduced to what a user reads (role=status, one per toast), for pages tested without the shell. */
export function ToastsProbe() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div data-testid="toasts">
      {toasts.map((t) => (
        <div key={t.id} role="status" data-type={t.type}>
          {t.msg}
        </div>
      ))}
    </div>
  );
}
