import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { DelayedSkeleton } from '@site/shared/ui';

/**
 * A page of its own chunk, for a route: `load` imports the chunk, `name` is the page's export. `preload` starts the
 * import ahead (the routes' early start, a prefetch); webpack keeps one promise per chunk, so the route gets that one.
 */
export function routePage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loaded: ComponentType | undefined;
  const loadPage = () => load().then((m): ComponentType => (loaded = m[name] as ComponentType));
  const Lazy = lazy<ComponentType>(() => loadPage().then((Page) => ({ default: Page })));

  /**
   * Once its code is here the page renders directly. Before that, Suspense shows the placeholder, and an ordinary
   * update shows the page as soon as its code arrives: React holds back showing suspended content until 300 ms after
   * it last showed a fallback.
   */
  function RoutePage() {
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (!loaded) loadPage().then(() => setArrived(true), () => undefined); // a failure shows in Lazy's boundary
    }, []);
    if (loaded) {
      const Page = loaded;
      return <Page />;
    }
    return (
      <Suspense fallback={<DelayedSkeleton />}>
        <Lazy />
      </Suspense>
    );
  }

  const preload = () => void loadPage().catch(() => undefined);
  return { RoutePage, preload };
}
