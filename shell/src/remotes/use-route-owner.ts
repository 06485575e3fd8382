import { useEffect, useState } from 'react';
import { completeOwnedPaths, loadedManifest } from './manifest';
import { remoteForPath, unknownRemotes } from './route-table';

export type RouteOwner =
  | { kind: 'remote'; name: string }
  | { kind: 'none' }
  | { kind: 'pending' }
  /** Nobody can tell yet: `name` is the one remote whose paths are unknown, or `remotes` (several, or no manifest). */
  | { kind: 'unreachable'; name: string; retry: () => void };

/**
 * Who renders `pathname`. Normally answered at once from the manifest the boot read before the first render. Only
 * when no known remote owns the address and some remote's paths are unknown (the server could not read its
 * manifest), or the manifest itself could not be read, does it look further; while that fails the address is
 * unreachable and the page shows a slot's retry, as for a remote that fails to load, not a 404 that may be wrong.
 */
export function useRouteOwner(pathname: string): RouteOwner {
  const [manifest, setManifest] = useState(loadedManifest);
  const [attempt, setAttempt] = useState(0);
  // The lookup that last finished: its key says for which address and which attempt.
  const [settled, setSettled] = useState<string | null>(null);

  const owner = manifest ? remoteForPath(manifest.remotes, pathname) : null;
  const unknown = manifest ? unknownRemotes(manifest.remotes) : [];
  const lookup = !manifest || (owner === null && unknown.length > 0) ? `${attempt}:${pathname}` : null;

  useEffect(() => {
    if (lookup === null) return;
    let cancelled = false;
    const finish = (found?: Awaited<ReturnType<typeof completeOwnedPaths>>) => {
      if (cancelled) return;
      if (found) setManifest(found);
      setSettled(lookup);
    };
    completeOwnedPaths().then(finish, () => finish());
    return () => {
      cancelled = true;
    };
  }, [lookup]);

  if (owner) return { kind: 'remote', name: owner };
  if (lookup === null) return { kind: 'none' };
  if (settled !== lookup) return { kind: 'pending' };
  return { kind: 'unreachable', name: unknown.length === 1 ? unknown[0]! : 'remotes', retry: () => setAttempt((a) => a + 1) };
}
