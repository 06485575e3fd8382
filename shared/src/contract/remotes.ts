import { z } from 'zod';

/** The site's own remotes, in manifest order (checked against scripts/front-end-packages.json by a test). */
export const remoteNames = ['mf_posts', 'mf_users', 'mf_review', 'mf_admin', 'mf_install'] as const;

const routePath = z.string().regex(/^\/[^\s?#]*$/, 'a path starting with /');

/**
 * The addresses a remote renders, declared by the remote (its src/owned-paths.json, written into its mf-manifest.json
 * as `metaData.ownedPaths`). A prefix owns itself and everything under it (`/tags` owns `/tags/go`, not `/tagsx`);
 * `/` as a prefix owns every path; an exact path owns only itself (mf_posts owns `/` this way).
 */
export const ownedPathsSchema = z.object({
  prefixes: z.array(routePath).default([]),
  exact: z.array(routePath).default([]),
});
export type OwnedPaths = z.infer<typeof ownedPathsSchema>;

/**
 * GET /remotes.json: where each remote's mf-manifest.json lives, the paths it owns (absent while the server cannot
 * read that manifest: the shell then reads it itself when an address has no known owner), and which remote fills the
 * auth slot. Per visitor: `version` names the deployed version this visitor gets (absent for a remote served from
 * its build or a configured URL), and `fallback` the last good version's entry, which the shell loads when `entry`
 * fails (a canary's fallback is the active version; a fresh deploy's, the one before it).
 */
export const remotesManifestSchema = z.object({
  remotes: z.array(
    z.object({
      name: z.string(),
      entry: z.string(),
      ownedPaths: ownedPathsSchema.optional(),
      version: z.string().optional(),
      fallback: z.string().optional(),
    }),
  ),
  auth: z.object({ remote: z.string(), module: z.string() }),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

const mfManifestSchema = z.object({ metaData: z.object({ ownedPaths: z.unknown().optional() }) });

/**
 * The paths a remote's built mf-manifest.json declares: none (empty lists) for a remote that only fills a slot, such
 * as a provider's auth parcel; undefined when `json` is not a federation manifest at all.
 */
export function ownedPathsOfMfManifest(json: unknown): OwnedPaths | undefined {
  const manifest = mfManifestSchema.safeParse(json);
  if (!manifest.success) return undefined;
  const declared = ownedPathsSchema.safeParse(manifest.data.metaData.ownedPaths ?? {});
  return declared.success ? declared.data : { prefixes: [], exact: [] };
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * How specific `owned`'s claim on `pathname` is, or null when it has none: an exact path beats every prefix, and a
 * longer prefix beats a shorter one. The shell gives an address to the strongest claim (manifest order breaks ties).
 */
export function claimOn(owned: OwnedPaths, pathname: string): number | null {
  const path = withoutTrailingSlash(pathname) || '/';
  if (owned.exact.some((p) => (withoutTrailingSlash(p) || '/') === path)) return Number.POSITIVE_INFINITY;
  let best: number | null = null;
  for (const prefix of owned.prefixes.map(withoutTrailingSlash)) {
    const under = path === prefix || path.startsWith(`${prefix}/`);
    if (under && (best === null || prefix.length > best)) best = prefix.length;
  }
  return best;
}

/**
 * The remote that renders `pathname`, or null when no remote owns it (the shell shows 404; the server hints nothing).
 * When several remotes claim it, an exact path beats a prefix, a longer prefix beats a shorter one, and then the
 * remote listed first in the manifest wins. Remotes whose paths are unknown own nothing.
 */
export function remoteForPath(remotes: readonly { name: string; ownedPaths?: OwnedPaths }[], pathname: string): string | null {
  let owner: string | null = null;
  let strongest = Number.NEGATIVE_INFINITY;
  for (const remote of remotes) {
    const claim = remote.ownedPaths ? claimOn(remote.ownedPaths, pathname) : null;
    if (claim !== null && claim > strongest) {
      owner = remote.name;
      strongest = claim;
    }
  }
  return owner;
}
