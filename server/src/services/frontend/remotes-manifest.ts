import { remoteNames, type RemotesManifest } from '@site/shared/contract';
import type { ConfigFile } from '../../config/config-file.js';
import type { ServerEnv } from '../../config/env.js';

/** mf_posts -> mf-posts: the remote's folder in the repo and under /remotes/. */
export const remoteDir = (name: string) => name.replace(/_/g, '-');
export const REMOTE_DIRS = remoteNames.map(remoteDir);

const KNOWN_KEYS = new Set<string>([...remoteNames, ...REMOTE_DIRS]);

/**
 * The runtime remotes manifest. Precedence: config.yaml (`remotes:` keyed by mf_posts or mf-posts, `auth:`),
 * then env (REMOTE_MF_POSTS_URL, AUTH_REMOTE, AUTH_MODULE), then this server's own /remotes/<dir>/.
 * Any other name under `remotes:` is listed too, after the built-in five: the manifest is the source of truth, so
 * a hosting provider can add its own remote (for example the one `auth:` names) without a rebuild.
 */
export function buildRemotesManifest(env: ServerEnv, config: ConfigFile): RemotesManifest {
  const fromFile = (config.remotes && typeof config.remotes === 'object' ? config.remotes : {}) as Record<string, unknown>;
  const pick = (...values: unknown[]) => values.find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const extra = Object.entries(fromFile).flatMap(([name, entry]) => {
    const url = pick(entry);
    return !KNOWN_KEYS.has(name) && name.trim() !== '' && url ? [{ name, entry: url }] : [];
  });
  return {
    remotes: [
      ...remoteNames.map((name) => ({
        name,
        entry: pick(fromFile[name], fromFile[remoteDir(name)], env.remoteUrls[name]) ?? `/remotes/${remoteDir(name)}/mf-manifest.json`,
      })),
      ...extra,
    ],
    auth: {
      remote: pick(config.auth?.remote, env.authRemote) ?? 'mf_users',
      module: pick(config.auth?.module, env.authModule) ?? './auth',
    },
  };
}
