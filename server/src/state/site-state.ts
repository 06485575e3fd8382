import type { Kysely } from 'kysely';
import { readConfigFile, type ConfigFile } from '../config/config-file.js';
import type { ServerEnv } from '../config/env.js';
import { openDatabase, type DatabaseEvents, type DbHandle, type DbSpec } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { errors } from '../errors/app-error.js';
import { readSetting } from '../repositories/settings-repo.js';

export const INSTALLED_KEY = 'installed';

/** postgres:// URL from the wizard's db fields (host may carry :port). */
export function postgresUrl(db: { host?: string; name?: string; username?: string; password?: string }): string {
  const user = encodeURIComponent(db.username || 'postgres');
  const pass = db.password ? `:${encodeURIComponent(db.password)}` : '';
  return `postgres://${user}${pass}@${db.host || '127.0.0.1:5432'}/${encodeURIComponent(db.name || 'postgres')}`;
}

/** Where the site's data lives: DATABASE_URL wins, then config.yaml's db section; null when not chosen yet. */
export function dbSpecFor(env: ServerEnv, config: ConfigFile): DbSpec | null {
  if (env.databaseUrl) return { kind: 'postgres', url: env.databaseUrl };
  if (!config.db) return null;
  if (config.db.type === 'postgres') return { kind: 'postgres', url: postgresUrl(config.db) };
  return { kind: 'embedded', dataDir: env.dataDir, templatePath: env.embeddedTemplate ?? undefined };
}

/**
 * The process-wide site state: the open database (none until install picks one, unless DATABASE_URL is set)
 * and whether the site is installed.
 */
export class SiteState {
  handle: DbHandle | null = null;
  private isInstalled = false;
  private lastCheck = 0;
  private readonly installedListeners: (() => void)[] = [];

  constructor(
    readonly env: ServerEnv,
    /** Told of dead connections and a stopped embedded worker, for every database this state opens. */
    readonly dbEvents: DatabaseEvents = {},
  ) {}

  /** Whether the site is installed; it becomes true once (the wizard, AUTO_INSTALL, or another instance finished). */
  get installed(): boolean {
    return this.isInstalled;
  }

  set installed(value: boolean) {
    const becameInstalled = value && !this.isInstalled;
    this.isInstalled = value;
    if (becameInstalled) for (const listener of this.installedListeners.splice(0)) listener();
  }

  /**
   * Runs `listener` once the site is installed (at once when it already is): what needs the database, such as a
   * site plugin's start-up, waits for the install instead of failing or needing a restart.
   */
  whenInstalled(listener: () => void): void {
    if (this.isInstalled) listener();
    else this.installedListeners.push(listener);
  }

  /** The database; a route that needs it before install answers 503 not installed. */
  get db(): Kysely<Database> {
    if (!this.handle) throw errors.notInstalled();
    return this.handle.db;
  }

  /** Start-up: open what env/config name, migrate, read the installed flag. */
  async boot(): Promise<void> {
    const spec = dbSpecFor(this.env, readConfigFile(this.env.dataDir));
    if (spec) await this.open(spec);
  }

  /** Opens (replacing any open database) and migrates. */
  async open(spec: DbSpec): Promise<void> {
    await this.handle?.close();
    this.handle = null;
    const handle = await openDatabase(spec, this.dbEvents);
    try {
      await migrateToLatest(handle.db);
    } catch (err) {
      await handle.close();
      throw err;
    }
    await this.adopt(handle);
  }

  /** Takes over a database that is already open and migrated (the install wizard's initialisation). */
  async adopt(handle: DbHandle): Promise<void> {
    if (this.handle && this.handle !== handle) await this.handle.close();
    this.handle = handle;
    await this.refreshInstalled(true);
  }

  /**
   * Re-reads the installed flag (throttled to once a second): with a shared PostgreSQL another instance may
   * finish the install.
   */
  async refreshInstalled(force = false): Promise<boolean> {
    if (this.installed || !this.handle) return this.installed;
    const now = Date.now();
    if (!force && now - this.lastCheck < 1000) return false;
    this.lastCheck = now;
    this.installed = (await readSetting(this.handle.db, INSTALLED_KEY)) === true;
    return this.installed;
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }
}
