// The remotes' deployed versions, for the admin's versions page (our extension; deploys are made by
// `pnpm deploy:remote`, see the README's "Deploying the parts").
import { z } from 'zod';
import { ADMIN_API_PREFIX, def } from './define.js';

export const remoteVersionSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  deployed_at: z.string(),
  files: z.number().int(),
  bytes: z.number().int(),
});

export const adminFrontendRemoteSchema = z.object({
  name: z.string(),
  /**
   * Where visitors get it from: `versions` (deployed into the data dir), `config` (config.yaml `remotes:`), `env`
   * (REMOTE_<NAME>_URL) or `build` (the build in the repo, never deployed as a version).
   */
  served_from: z.enum(['versions', 'config', 'env', 'build']),
  /** The entry visitors outside a canary get. */
  entry: z.string(),
  active: z.string().nullable(),
  /** The version before the active one: the fallback of a visitor whose load of the active one fails. */
  previous: z.string().nullable(),
  canary: z.object({ version: z.string().nullable(), entry: z.string(), percent: z.number() }).nullable(),
  /** Oldest first. */
  versions: z.array(remoteVersionSchema),
});
export type AdminFrontendRemote = z.infer<typeof adminFrontendRemoteSchema>;

export const adminFrontendRemotesSchema = z.object({ remotes: z.array(adminFrontendRemoteSchema) });
export type AdminFrontendRemotes = z.infer<typeof adminFrontendRemotesSchema>;

export const frontendRemotesEndpoints = {
  getAdminFrontendRemotes: def({
    method: 'GET',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/frontend/remotes`,
    response: adminFrontendRemotesSchema,
  }),
};
