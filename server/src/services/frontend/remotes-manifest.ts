import { remoteNames, type RemotesManifest } from '@site/shared/contract';
import type { ConfigFile } from '../../config/config-file.js';
import type { ServerEnv } from '../../config/env.js';
import { inCanary } from './canary-visitor.js';
import type { ActivePointer } from './remote-versions.js';

/** mf_posts -> mf-posts: the remote's folder in the repo and under /remotes/. */
export const remoteDir = (name: string) => name.replace(/_/g, '-');
export const REMOTE_DIRS = remoteNames.map(remoteDir);

const KNOWN_KEYS = new Set<string>([...remoteNames, ...REMOTE_DIRS]);

/** Where this server serves a deployed version of a remote (DATA_DIR/remotes/<name>/versions/<id>/). */
export const versionEntry = (name: string, id: string) => `/remotes/${remoteDir(name)}/v/${id}/mf-manifest.json`;

/** One remote's sources before a visitor is placed: the entry everyone gets, its fallback, and a canary. */
export interface Placement {
  entry: string;
  version?: string;
  fallback?: string;
  canary?: { entry: string; version?: string; percent: number };
}

const text = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * A config.yaml entry: the string form (`mf_posts: https://...`), or the object form for a remote on another origin
 * that has versions of its own: `{ url, fallback?, canary?: { url, percent } }`.
 */
function fromConfig(value: unknown): Placement | undefined {
  if (text(value)) return { entry: value };
  if (!value || typeof value !== 'object') return undefined;
  const { url, fallback, canary } = value as { url?: unknown; fallback?: unknown; canary?: { url?: unknown; percent?: unknown } };
  if (!text(url)) return undefined;
  const percent = Number(canary?.percent);
  return {
    entry: url,
    ...(text(fallback) ? { fallback } : {}),
    ...(canary && text(canary.url) && percent > 0 && percent <= 100 ? { canary: { entry: canary.url, percent } } : {}),
  };
}

function fromPointer(name: string, pointer: ActivePointer): Placement {
  return {
    entry: versionEntry(name, pointer.version),
    version: pointer.version,
    ...(pointer.previous ? { fallback: versionEntry(name, pointer.previous) } : {}),
    ...(pointer.canary ? { canary: { entry: versionEntry(name, pointer.canary.version), version: pointer.canary.version, percent: pointer.canary.percent } } : {}),
  };
}

/** What one visitor gets: the canary (falling back to the active entry) when in its share, else the active entry. */
function place(name: string, p: Placement, visitorId: () => string | null): RemotesManifest['remotes'][number] {
  if (p.canary && inCanary(visitorId(), name, p.canary.percent)) {
    return { name, entry: p.canary.entry, ...(p.canary.version ? { version: p.canary.version } : {}), fallback: p.entry };
  }
  return { name, entry: p.entry, ...(p.version ? { version: p.version } : {}), ...(p.fallback ? { fallback: p.fallback } : {}) };
}

const configEntries = (config: ConfigFile) =>
  (config.remotes && typeof config.remotes === 'object' ? config.remotes : {}) as Record<string, unknown>;

/** Where a built-in remote comes from, by the precedence below, and what it is made of. */
export function builtInPlacement(
  env: ServerEnv,
  config: ConfigFile,
  pointer: ActivePointer | null,
  name: string,
): Placement & { source: 'config' | 'env' | 'versions' | 'build' } {
  const fromFile = configEntries(config);
  const configured = fromConfig(fromFile[name]) ?? fromConfig(fromFile[remoteDir(name)]);
  if (configured) return { ...configured, source: 'config' };
  const fromEnv = fromConfig(env.remoteUrls[name]);
  if (fromEnv) return { ...fromEnv, source: 'env' };
  if (pointer) return { ...fromPointer(name, pointer), source: 'versions' };
  return { entry: `/remotes/${remoteDir(name)}/mf-manifest.json`, source: 'build' };
}

export interface ManifestContext {
  /** A built-in remote's deployed-version pointer (null: never deployed, its build in the repo is served). */
  pointer?: (name: string) => ActivePointer | null;
  /** This visitor's id; called only when a canary runs (the caller may then give the browser one). */
  visitorId?: () => string | null;
}

/**
 * The runtime remotes manifest, for one visitor. Precedence: config.yaml (`remotes:` keyed by mf_posts or mf-posts,
 * `auth:`), then env (REMOTE_MF_POSTS_URL, AUTH_REMOTE, AUTH_MODULE), then the version deployed into the data dir
 * (`pnpm deploy:remote`), then this server's own /remotes/<dir>/ (the build in the repo: "version 0").
 * Any other name under `remotes:` is listed too, after the built-in five: the manifest is the source of truth, so
 * a hosting provider can add its own remote (for example the one `auth:` names) without a rebuild.
 */
export function buildRemotesManifest(env: ServerEnv, config: ConfigFile, ctx: ManifestContext = {}): RemotesManifest {
  const fromFile = configEntries(config);
  const visitorId = ctx.visitorId ?? (() => null);
  const builtIn = (name: string) => builtInPlacement(env, config, ctx.pointer?.(name) ?? null, name);
  const extra = Object.entries(fromFile).flatMap(([name, value]) => {
    const configured = KNOWN_KEYS.has(name) || name.trim() === '' ? undefined : fromConfig(value);
    return configured ? [place(name, configured, visitorId)] : [];
  });
  const pick = (...values: unknown[]) => values.find(text);
  return {
    remotes: [...remoteNames.map((name) => place(name, builtIn(name), visitorId)), ...extra],
    auth: {
      remote: pick(config.auth?.remote, env.authRemote) ?? 'mf_users',
      module: pick(config.auth?.module, env.authModule) ?? './auth',
    },
  };
}
