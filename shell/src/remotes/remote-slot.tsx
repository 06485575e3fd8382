import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { DelayedSkeleton, ErrorPage } from '@site/shared/ui';
import { loadRemoteModule } from './loader';
import { remoteOrigin } from './manifest';
import { prefetchLikelyRemotes } from './prefetch';
import { SlotErrorBoundary } from './slot-error-boundary';
import { hasServerContent, ServerContent } from './server-content';
import { SlotFallback } from './slot-fallback';

const notFound: RouteObject = { path: '*', element: <ErrorPage code="404" /> };

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  // The header's other remotes are fetched ahead only once a remote's page is on the screen: before that, their
  // download and start-up would compete with the page the visitor opened.
  useEffect(() => prefetchLikelyRemotes(), []);
  return useRoutes([...routes, notFound]);
}

/**
 * A lazy component for `<name>/routes`; each retry makes a new one, because lazy() remembers a failed import.
 * `onArrive` runs once the routes are here (see RemoteSlot).
 */
const lazyRoutes = (name: string, onArrive: () => void) =>
  lazy(async () => {
    const routes = (await loadRemoteModule<{ default: RouteObject[] }>(`${name}/routes`)).default;
    onArrive();
    return { default: () => <RemoteRoutes routes={routes} /> };
  });

/** One remote's place on the page: Suspense + error boundary + retryable fallback. */
export function RemoteSlot({ name }: { name: string }) {
  const [attempt, setAttempt] = useState(0);
  // React holds back showing content that was suspended until 300 ms after it last showed a fallback (it batches
  // reveals). The remote's page is what the visitor waits for: an ordinary update, as soon as its routes arrive,
  // renders it at once.
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  // The slot is keyed by remote name (RemoteOutlet), so `name` never changes for one instance.
  const [Routes, setRoutes] = useState(() => lazyRoutes(name, arrived));
  const retry = () => {
    setRoutes(() => lazyRoutes(name, arrived));
    setAttempt((a) => a + 1);
  };
  return (
    <div data-testid={`slot-${name}`} data-remote-origin={remoteOrigin(name)} className="remote-slot">
      <SlotErrorBoundary key={attempt} fallback={(error) => <SlotFallback name={name} error={error} onRetry={retry} />}>
        <Suspense fallback={hasServerContent() ? <ServerContent /> : <DelayedSkeleton />}>
          <Routes />
        </Suspense>
      </SlotErrorBoundary>
    </div>
  );
}
