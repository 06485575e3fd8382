import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Server settings from the environment, with the documented defaults. */
export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /**
   * TRUST_PROXY: the addresses whose X-Forwarded-For is believed (addresses, CIDR ranges, or the names loopback,
   * linklocal, uniquelocal); false believes no one. Every per-IP limit keys on the address this yields.
   */
  trustProxy: string[] | false;
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
  /**
   * CHECK_RESPONSES (on by default when NODE_ENV is development or test): every API answer is checked against its
   * contract's response schema, and one that does not match is a 500 naming the field, so the mismatch is seen.
   */
  checkResponses: boolean;
  /** BOUNTY_SWEEP_MS: how often ended bounties are looked for and settled (default a minute; 0 switches it off). */
  bountySweepMs: number;
  /** MAIL_WORKER_MS: how often the mail queue is worked through (default 2 s; 0 switches the timer off). */
  mailWorkerMs: number;
  /**
   * SECRET_KEY: the key that encrypts identity numbers (real-name verification). Unset: config.yaml's secret_key,
   * made on first use. Several instances must share it.
   */
  secretKey: string | null;
  /**
   * PLUGIN_START_TIMEOUT_MS: how long a config.yaml plugin may take to register, and to start (default 5 s, under
   * Fastify's own 10 s): one that takes longer is reported and left off.
   */
  pluginStartTimeoutMs: number;
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

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY. Unset means loopback: a reverse proxy on the same host (the usual set-up) gives each visitor their
 * own address, while a visitor connecting directly can never come from loopback, so cannot pick an address with the
 * header. `none` trusts no one (the connection's address is the visitor's).
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  if (value === undefined) return ['loopback'];
  const v = value.trim();
  if (/^(none|false|off|0)?$/i.test(v)) return false;
  const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    const [ip, bits, extra] = entry.split('/');
    const family = isIP(ip ?? '');
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_NAMES.has(entry) && (!family || !validBits || extra !== undefined))
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal (or set none).`);
  }
  return entries;
}

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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
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
    secretKey: nonEmpty(env.SECRET_KEY) ?? null,
    bountySweepMs: env.BOUNTY_SWEEP_MS === undefined || env.BOUNTY_SWEEP_MS === '' ? 60_000 : Math.max(0, Number(env.BOUNTY_SWEEP_MS) || 0),
    mailWorkerMs: env.MAIL_WORKER_MS === undefined || env.MAIL_WORKER_MS === '' ? 2_000 : Math.max(0, Number(env.MAIL_WORKER_MS) || 0),
    pluginStartTimeoutMs: Number(env.PLUGIN_START_TIMEOUT_MS) > 0 ? Number(env.PLUGIN_START_TIMEOUT_MS) : 5_000,
    checkResponses:
      env.CHECK_RESPONSES !== undefined ? truthy(env.CHECK_RESPONSES) : env.NODE_ENV === 'development' || env.NODE_ENV === 'test',
  };
}
