import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Server settings from the environment, with the documented defaults. */
export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key this site writes (REDIS_KEY_PREFIX): several sites, or tests, can share one Redis. */
  redisKeyPrefix: string;
  webRoot: string;
  logLevel: string;
  autoInstall: AutoInstallEnv | null;
  /** Remote overrides: REMOTE_MF_POSTS_URL etc., keyed by MF name (mf_posts). */
  remoteUrls: Record<string, string>;
  authRemote: string | null;
  authModule: string | null;
  /** Tests and the bench load a migrated PGlite dump into an empty embedded data dir. */
  embeddedTemplate: string | null;
  /** INSTALL_STEP_DELAY_MS: tests slow each stage of the wizard's initialisation down, as a slow machine would. */
  installStepDelayMs: number;
}

export interface AutoInstallEnv {
  siteName: string;
  siteUrl: string;
  adminName: string;
  adminEmail: string;
  adminPassword: string;
  language: string;
}

// src/config or dist/config -> the repo root holding shell/dist and mf-*/dist.
const DEFAULT_WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const truthy = (v: string | undefined) => v !== undefined && /^(1|true|yes|on)$/i.test(v.trim());
const nonEmpty = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** An unattended install must not create an admin with a password anyone could guess: it has to be given. */
function requiredAdminPassword(value: string | undefined): string {
  if (!value) throw new Error('AUTO_INSTALL=true needs ADMIN_PASSWORD (8-32 characters) for the first admin account.');
  return value;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const remoteUrls: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^REMOTE_(MF_[A-Z0-9_]+)_URL$/.exec(key);
    if (m && value) remoteUrls[m[1]!.toLowerCase()] = value;
  }
  return {
    port: Number(env.PORT ?? 9080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
    redisKeyPrefix: nonEmpty(env.REDIS_KEY_PREFIX) ?? 'site:',
    webRoot: resolve(env.WEB_ROOT ?? DEFAULT_WEB_ROOT),
    logLevel: env.LOG_LEVEL ?? 'info',
    autoInstall: truthy(env.AUTO_INSTALL)
      ? {
          siteName: env.SITE_NAME ?? 'Answer',
          siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT ?? 9080}`,
          adminName: env.ADMIN_NAME ?? 'admin',
          adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
          adminPassword: requiredAdminPassword(env.ADMIN_PASSWORD),
          language: env.LANGUAGE ?? 'en_US',
        }
      : null,
    remoteUrls,
    authRemote: nonEmpty(env.AUTH_REMOTE),
    authModule: nonEmpty(env.AUTH_MODULE),
    embeddedTemplate: nonEmpty(env.EMBEDDED_TEMPLATE),
    installStepDelayMs: Math.max(0, Number(env.INSTALL_STEP_DELAY_MS) || 0),
  };
}
