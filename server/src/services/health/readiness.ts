// Readiness of this instance for a load balancer: can it serve the site now? Each check answers a fixed state word,
// never an error message (those can carry host names, and connection strings can carry passwords).

/** The state of one check. `off`: not configured, which is fine (no Redis on a single node). */
export type CheckState = 'ok' | 'off' | 'not_installed' | 'unreachable' | 'timeout' | 'pending' | 'unknown';

export interface Readiness {
  status: 'ready' | 'not_ready';
  checks: {
    install: { state: CheckState };
    database: { state: CheckState };
    /** `pending` names the migrations this build has that the database has not run. */
    migrations: { state: CheckState; pending?: string[] };
    redis: { state: CheckState };
  };
}

export interface ReadinessDeps {
  /** Null before a database is configured (the install wizard has not run). */
  database: {
    ping(): Promise<void>;
    installed(): Promise<boolean>;
    pendingMigrations(): Promise<string[]>;
  } | null;
  /** Null without REDIS_URL. */
  pingRedis: (() => Promise<void>) | null;
  /** How long each round trip may take before it counts as failed. */
  timeoutMs: number;
}

export const READINESS_TIMEOUT_MS = 1_000;

class TimedOut extends Error {}

async function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimedOut()), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

// A dependency's own time-out (a Redis PING's) counts as one too.
const failure = (err: unknown): CheckState =>
  err instanceof TimedOut || (err instanceof Error && err.name.endsWith('TimeoutError')) ? 'timeout' : 'unreachable';

/**
 * Ready when the site is installed, its database answers within `timeoutMs`, the schema has every migration of this
 * build, and Redis (if configured) answers. Not installed counts as not ready: an instance that can only show the
 * install wizard should not get the site's traffic (install through one instance directly, or with AUTO_INSTALL).
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const { database, timeoutMs } = deps;
  const redis: Promise<CheckState> = deps.pingRedis
    ? within(deps.pingRedis(), timeoutMs).then((): CheckState => 'ok', failure)
    : Promise.resolve('off');
  // No database yet: the install wizard has not run.
  let dbState: CheckState = 'not_installed';
  let installState: CheckState = 'not_installed';
  let migrations: Readiness['checks']['migrations'] = { state: 'unknown' };
  if (database) {
    dbState = await within(database.ping(), timeoutMs).then((): CheckState => 'ok', failure);
    installState = 'unknown';
    if (dbState === 'ok') {
      try {
        installState = (await within(database.installed(), timeoutMs)) ? 'ok' : 'not_installed';
        const pending = await within(database.pendingMigrations(), timeoutMs);
        migrations = pending.length === 0 ? { state: 'ok' } : { state: 'pending', pending };
      } catch (err) {
        dbState = failure(err);
      }
    }
  }
  const checks: Readiness['checks'] = { install: { state: installState }, database: { state: dbState }, migrations, redis: { state: await redis } };
  const ready = installState === 'ok' && dbState === 'ok' && migrations.state === 'ok' && (checks.redis.state === 'ok' || checks.redis.state === 'off');
  return { status: ready ? 'ready' : 'not_ready', checks };
}
