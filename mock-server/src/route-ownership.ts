import type { RouteObject } from 'react-router-dom';
import { claimOn, ownedPathsSchema } from '@site/shared/contract';

const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

function fullPaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path === undefined ? base : join(base, route.path);
    const own = route.path === undefined || route.index ? [] : [here];
    return [...own, ...fullPaths(route.children ?? [], here)];
  });
}

/**
 * The route paths of a remote that its owned-paths declaration does not cover: the shell would send those addresses
 * elsewhere (or to its 404), so a remote's test expects none.
 */
export function unownedRoutePaths(routes: RouteObject[], declared: unknown): string[] {
  const owned = ownedPathsSchema.parse(declared);
  return fullPaths(routes).filter((path) => claimOn(owned, path) === null);
}
