import { lazy, Suspense, useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { DelayedSkeleton, ErrorPage } from '@site/shared/ui';
import { loadRemoteModule } from './loader';
import { remoteOrigin } from './manifest';
import { SlotErrorBoundary } from './slot-error-boundary';
import { hasServerContent, ServerContent } from './server-content';
import { SlotFallback } from './slot-fallback';

const notFound: RouteObject = { path: '*', element: <ErrorPage code="404" /> };

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, notFound]);
}

/** A lazy component for `<name>/routes`; each retry makes a new one, because lazy() remembers a failed import. */
const lazyRoutes = (name: string) =>
  lazy(async () => {
    const routes = (await loadRemoteModule<{ default: RouteObject[] }>(`${name}/routes`)).default;
    return { default: () => <RemoteRoutes routes={routes} /> };
  });

/** One remote's place on the page: Suspense + error boundary + retryable fallback. */
export function RemoteSlot({ name }: { name: string }) {
  const [attempt, setAttempt] = useState(0);
  // The slot is keyed by remote name (RemoteOutlet), so `name` never changes for one instance.
  const [Routes, setRoutes] = useState(() => lazyRoutes(name));
  const retry = () => {
    setRoutes(() => lazyRoutes(name));
    setAttempt((a) => a + 1);
  };
  return (
    <div data-testid={`slot-${name}`} data-remote-origin={remoteOrigin(name)} className="remote-slot">
      <SlotErrorBoundary key={attempt} fallback={() => <SlotFallback name={name} onRetry={retry} />}>
        <Suspense fallback={hasServerContent() ? <ServerContent /> : <DelayedSkeleton />}>
          <Routes />
        </Suspense>
      </SlotErrorBoundary>
    </div>
  );
}
