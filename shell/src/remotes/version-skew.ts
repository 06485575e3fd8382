// A remote built against a newer shared singleton than the page has loaded (the shell's store, router, antd...):
// Module Federation only warns then and hands the remote the page's older copy (or, when the remote brings a higher
// version, a second copy of what must exist once), which breaks as a blank area or React error #130. A federation
// runtime plugin, registered for every remote's instance, sees each singleton a remote asks for, with its required
// range, before the remote's code gets it: a singleton the page already uses in a version outside that range stops
// the load with a VersionSkewError, and the slot shows that this part of the site needs a newer page.
import { registerGlobalPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What a remote needs and the page does not have. */
export interface VersionSkew {
  remote: string;
  /** The shared package (share key), e.g. `@site/shared/store`. */
  module: string;
  /** The remote's required range, e.g. `^0.2.0`. */
  required: string;
  /** The version the page loaded, e.g. `0.1.0`. */
  loaded: string;
}

export class VersionSkewError extends Error {
  constructor(readonly skew: VersionSkew) {
    super(`${skew.remote} needs ${skew.module} ${skew.required}, the page has ${skew.loaded}`);
    this.name = 'VersionSkewError';
  }
}

/** The first skew found per remote, for this page load. */
const skews = new Map<string, VersionSkew>();

/** The skew found for `remote` during this page load, if any. */
export function skewOf(remote: string): VersionSkew | undefined {
  return skews.get(remote);
}

/** The skew an error stands for (the error itself, or one recorded for the remote whose load it broke). */
export function skewFromError(error: unknown, remote: string): VersionSkew | undefined {
  return error instanceof VersionSkewError ? error.skew : skewOf(remote);
}

/** One version of a package in the share scope, as the federation runtime keeps it. */
interface ScopeEntry {
  loaded?: boolean;
  loading?: unknown;
  lib?: unknown;
  treeShaking?: { loaded?: boolean; loading?: unknown; lib?: unknown };
}
const inUse = (s: ScopeEntry | undefined) =>
  Boolean(s && (s.loaded || s.lib || s.loading || s.treeShaking?.loaded || s.treeShaking?.lib || s.treeShaking?.loading));

/**
 * The skew of one singleton a remote asks for: the versions of it the page already uses (loaded or loading), none of
 * which satisfies the remote's range. Null when it is not a singleton with a range, or the page uses none of it yet
 * (the remote's own copy is then the only one), or a version in use fits.
 */
export function findSkew(
  remote: string,
  pkgName: string,
  shareConfig: { singleton?: boolean; requiredVersion?: string | false } | undefined,
  versions: Record<string, ScopeEntry> | undefined,
): VersionSkew | null {
  const required = shareConfig?.requiredVersion;
  if (!shareConfig?.singleton || typeof required !== 'string' || required === '*') return null;
  const used = Object.keys(versions ?? {}).filter((v) => inUse(versions![v]));
  if (used.length === 0 || used.some((v) => satisfy(v, required))) return null;
  return { remote, module: pkgName, required, loaded: used.join(', ') };
}

type ResolveShareArgs = {
  shareScopeMap: Record<string, Record<string, Record<string, ScopeEntry>>>;
  scope: string;
  pkgName: string;
  shareInfo: { shareConfig?: { singleton?: boolean; requiredVersion?: string | false }; from?: string };
  resolver: () => unknown;
};

let installed = false;

/**
 * Registers the check for every federation instance created from now on: the remotes' (the shell's own instance
 * exists already, and the page's versions are by definition what it has). `isRemote` keeps it to the site's remotes.
 */
export function installVersionSkewCheck(isRemote: (name: string) => boolean = () => true): void {
  if (installed) return;
  installed = true;
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'site-version-skew',
    apply: (instance) => ({
      resolveShare: (params) => {
        const args = params as unknown as ResolveShareArgs;
        const remote = instance.options.name || args.shareInfo.from || '';
        if (!isRemote(remote)) return params;
        const skew = findSkew(remote, args.pkgName, args.shareInfo.shareConfig, args.shareScopeMap[args.scope]?.[args.pkgName]);
        if (!skew) return params;
        if (!skews.has(remote)) skews.set(remote, skew);
        // Stops the remote's module from running on a copy that does not fit (MF would only warn).
        return {
          ...params,
          resolver: () => {
            throw new VersionSkewError(skew);
          },
        };
      },
    }),
  };
  registerGlobalPlugins([plugin]);
}

/**
 * Runs a remote module's load and answers a VersionSkewError when the remote met a skew on the way (whatever error
 * the federation runtime made of it), so the slot can say so and nobody retries what cannot work.
 */
export async function loadCheckingSkew<T>(remote: string, load: () => Promise<T>): Promise<T> {
  installVersionSkewCheck();
  let mod: T;
  try {
    mod = await load();
  } catch (err) {
    const skew = skewFromError(err, remote);
    throw skew ? new VersionSkewError(skew) : err;
  }
  const skew = skewOf(remote);
  if (skew) throw new VersionSkewError(skew);
  return mod;
}

/** Forgets what was found (tests). */
export function resetVersionSkews(): void {
  skews.clear();
}
