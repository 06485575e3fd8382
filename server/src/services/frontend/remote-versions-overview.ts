// What the admin's versions page shows: per remote, where visitors get it from, its deployed versions, the active
// one, its fallback and a running canary.
import { remoteNames, type AdminFrontendRemotes } from '@site/shared/contract';
import type { ConfigFile } from '../../config/config-file.js';
import type { ServerEnv } from '../../config/env.js';
import { builtInPlacement } from './remotes-manifest.js';
import { listVersions, type ActivePointer } from './remote-versions.js';

export function remoteVersionsOverview(env: ServerEnv, config: ConfigFile, pointer: (name: string) => ActivePointer | null): AdminFrontendRemotes {
  return {
    remotes: remoteNames.map((name) => {
      const deployed = pointer(name);
      const placement = builtInPlacement(env, config, deployed, name);
      const canary = placement.canary;
      return {
        name,
        served_from: placement.source,
        entry: placement.entry,
        active: deployed?.version ?? null,
        previous: deployed?.previous ?? null,
        canary: canary ? { version: canary.version ?? null, entry: canary.entry, percent: canary.percent } : null,
        versions: listVersions(env.dataDir, name).map((v) => ({ id: v.id, deployed_at: v.deployedAt, files: v.files, bytes: v.bytes })),
      };
    }),
  };
}
