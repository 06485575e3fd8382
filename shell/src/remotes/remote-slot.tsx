import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { DelayedSkeleton, ErrorPage } from '@site/shared/ui';
import { loadRemoteModule } from './loader';
import { remoteOrigin } from './manifest';
import { SlotErrorBoundary } from './slot-error-boundary';
import { SlotFallback } from './slot-fallback';

const notFound: RouteObject = { path: '*', element: <ErrorPage code="404" /> };

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, notFound]);
}

/** Loads `<name>/routes` lazily and renders it; each retry builds a fresh lazy component. */
function useRemoteRoutes(name: string, attempt: number): ComponentType {
  return useMemo(
    () =>
      lazy(async () => {
        const mod = await loadRemoteModule<{ default: RouteObject[] }>(`${name}/routes`);
        const routes = mod.default;
        return { default: () => <RemoteRoutes routes={routes} /> };
      }),
    // `attempt` is the retry trigger: a new lazy() forgets the failed import.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, attempt],
  );
}

/** One remote's place on the page: Suspense + error boundary + retryable fallback. */
export function RemoteSlot({ name }: { name: string }) {
  const [attempt, setAttempt] = useState(0);
  const Routes = useRemoteRoutes(name, attempt);
  return (
    <div data-testid={`slot-${name}`} data-remote-origin={remoteOrigin(name)} className="remote-slot">
      <SlotErrorBoundary key={attempt} fallback={() => <SlotFallback name={name} onRetry={() => setAttempt((a) => a + 1)} />}>
        <Suspense fallback={<DelayedSkeleton />}>
          <Routes />
        </Suspense>
      </SlotErrorBoundary>
    </div>
  );
}
