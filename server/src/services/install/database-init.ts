import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { INIT_STAGES, type DbConfig, type InitProgress, type InitStage } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { sql } from 'kysely';
import { readConfigFile, writeConfigFile, type ConfigFile } from '../../config/config-file.js';
import { canConnect, openDatabase, type DbHandle, type DbSpec } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { AppError, errors } from '../../errors/app-error.js';
import { postgresUrl, type SiteState } from '../../state/site-state.js';

type Stage = InitProgress['stages'][number];
interface Failure {
  reason: string;
  cause: unknown;
}

/** Where each stage starts on the progress bar; `migrate` moves through its share migration by migration. */
const STAGE_START: Record<InitStage, number> = { connect: 0, migrate: 15, save: 92 };

const embeddedDbDir = (dataDir: string) => join(dataDir, 'db');

function hasFiles(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/**
 * The install wizard's initialisation (open or create the database, migrate, save config.yaml) as ONE background job
 * per process: it takes as long as the machine needs, the wizard polls its progress, and a second request (another
 * tab, a reload, a retry) joins the running job instead of starting another. The database counts as chosen only once
 * config.yaml names it, which is written last; an embedded database left by an interrupted run is therefore known to
 * be incomplete, and is removed before the next run creates it again.
 */
export class DatabaseInit {
  private running: Promise<void> | null = null;
  private progress: InitProgress | null = null;
  private failure: Failure | null = null;
  /** A database this job opened and has not handed to the site yet (closed if the server stops meanwhile). */
  private opened: DbHandle | null = null;
  private closed = false;

  constructor(
    private readonly state: SiteState,
    /** Tests slow every stage down by this much, so the wizard's progress and a kill mid-way can be exercised. */
    private readonly stepDelayMs = 0,
    private readonly log: (err: unknown, msg: string) => void = () => {},
  ) {}

  /** The progress as the wizard shows it, `msg` in `lang`. */
  status(lang?: string): InitProgress {
    if (this.progress) return this.withMessage(this.progress, lang);
    if (this.isReady()) return this.snapshot('done', null, 100);
    if (this.wasInterrupted()) {
      return this.withMessage({ ...this.snapshot('failed', null, 0), error: { reason: 'error.install.interrupted', msg: '' } }, lang);
    }
    return this.snapshot('idle', null, 0);
  }

  /** Starts the job for `input` unless one is running (then joins it); answers at once. */
  start(input: DbConfig, lang?: string): InitProgress {
    if (!this.running) {
      this.failure = null;
      this.progress = this.snapshot('running', 'connect', 0);
      this.running = this.run(input).finally(() => (this.running = null));
      // The job's outcome is read through status(); nobody awaits this promise in the wizard's flow.
      this.running.catch(() => {});
    }
    return this.status(lang);
  }

  /** Starts or joins the job and waits for it; a failure is thrown as its coded error. */
  async complete(input: DbConfig): Promise<void> {
    if (!this.running && this.isReady()) return;
    this.start(input);
    await this.running?.catch(() => {});
    if (this.failure) throw this.failure.cause instanceof AppError ? this.failure.cause : new AppError(500, this.failure.reason);
  }

  /** The server is stopping: a database the job opened but never handed over is closed too. */
  async close(): Promise<void> {
    this.closed = true;
    await this.running?.catch(() => {});
    await this.opened?.close();
  }

  /** The database is open and config.yaml names it: the next step (site and admin) can run. */
  private isReady(): boolean {
    return this.state.handle !== null && readConfigFile(this.state.env.dataDir).db !== undefined;
  }

  /** An embedded database with no config.yaml naming it was left by a run that never finished. */
  private wasInterrupted(): boolean {
    const { env } = this.state;
    return !env.databaseUrl && this.state.handle === null && !readConfigFile(env.dataDir).db && hasFiles(embeddedDbDir(env.dataDir));
  }

  private async run(input: DbConfig): Promise<void> {
    const spec = this.specFor(input);
    try {
      await this.stage('connect', () => this.connect(spec));
      const handle = this.opened ?? this.state.handle!;
      await this.stage('migrate', () =>
        migrateToLatest(handle.db, (name, index, total) => {
          this.progress = { ...this.progress!, detail: name, percent: STAGE_START.migrate + Math.floor(((STAGE_START.save - STAGE_START.migrate) * index) / total) };
        }),
      );
      await this.stage('save', () => this.save(handle, input));
      this.progress = this.snapshot('done', null, 100);
    } catch (cause) {
      const reason = cause instanceof AppError ? cause.reason : 'error.install.init_failed';
      if (!(cause instanceof AppError)) this.log(cause, 'install: initialising the database failed');
      this.failure = { reason, cause };
      const failedAt = this.progress?.stage ?? 'connect';
      this.progress = {
        ...this.snapshot('failed', failedAt, this.progress?.percent ?? 0),
        error: { reason, msg: '' },
      };
      await this.undo(spec);
    }
  }

  /** Marks `key` running, waits the test delay, runs it, marks it done. */
  private async stage(key: InitStage, work: () => Promise<void>): Promise<void> {
    if (this.closed) throw errors.notInstalled();
    this.progress = this.snapshot('running', key, Math.max(this.progress?.percent ?? 0, STAGE_START[key]));
    if (this.stepDelayMs > 0) await new Promise((r) => setTimeout(r, this.stepDelayMs));
    await work();
  }

  private async connect(spec: DbSpec): Promise<void> {
    if (spec.kind === 'postgres' && !(await canConnect(spec.url))) throw errors.dbConnectionFailed();
    const current = this.state.handle;
    const same =
      (spec.kind === 'embedded' && current?.kind === 'embedded') ||
      (spec.kind === 'postgres' && current?.kind === 'postgres' && this.state.env.databaseUrl === spec.url);
    if (same) return;
    await this.state.close(); // another database was chosen before: let it go
    if (spec.kind === 'embedded' && !readConfigFile(this.state.env.dataDir).db) {
      // Never named by config.yaml, so never finished: start from nothing rather than from half a database.
      rmSync(embeddedDbDir(this.state.env.dataDir), { recursive: true, force: true });
    }
    try {
      this.opened = await openDatabase(spec, this.state.dbEvents);
    } catch (err) {
      if ((err as Error).name === 'DataDirLockedError') throw err;
      throw errors.dbConnectionFailed();
    }
  }

  private async save(handle: DbHandle, input: DbConfig): Promise<void> {
    // PGlite runs with fsync off: flush before config.yaml declares the database complete.
    if (handle.kind === 'embedded') await sql`CHECKPOINT`.execute(handle.db);
    try {
      writeConfigFile(this.state.env.dataDir, { db: this.configSection(input) });
    } catch {
      throw errors.configFileFailed();
    }
    this.opened = null;
    await this.state.adopt(handle);
  }

  /** After a failure: close what this run opened and remove an embedded database it created. */
  private async undo(spec: DbSpec): Promise<void> {
    const opened = this.opened;
    this.opened = null;
    await opened?.close().catch(() => {});
    if (spec.kind === 'embedded' && !this.state.handle && !readConfigFile(this.state.env.dataDir).db) {
      rmSync(embeddedDbDir(this.state.env.dataDir), { recursive: true, force: true });
    }
  }

  /** DATABASE_URL, when set, overrides whatever the form says. */
  private specFor(input: DbConfig): DbSpec {
    const { env } = this.state;
    if (env.databaseUrl) return { kind: 'postgres', url: env.databaseUrl };
    if (input.db_type === 'postgres') {
      return { kind: 'postgres', url: postgresUrl({ host: input.db_host, name: input.db_name, username: input.db_username, password: input.db_password }) };
    }
    return { kind: 'embedded', dataDir: env.dataDir, templatePath: env.embeddedTemplate ?? undefined };
  }

  private configSection(input: DbConfig): ConfigFile['db'] {
    if (this.state.env.databaseUrl) return { type: 'postgres' }; // credentials stay in the environment
    if (input.db_type === 'postgres') {
      return { type: 'postgres', host: input.db_host, name: input.db_name, username: input.db_username, password: input.db_password };
    }
    return { type: 'embedded' };
  }

  private snapshot(state: InitProgress['state'], stage: InitStage | null, percent: number): InitProgress {
    const at = stage ? INIT_STAGES.indexOf(stage) : state === 'done' ? INIT_STAGES.length : -1;
    const stages: Stage[] = INIT_STAGES.map((key, i) => ({
      key,
      state: i < at ? 'done' : i === at ? (state === 'failed' ? 'failed' : 'running') : 'pending',
    }));
    return { state, percent, stage, stages, detail: '', error: null };
  }

  private withMessage(progress: InitProgress, lang?: string): InitProgress {
    return progress.error ? { ...progress, error: { ...progress.error, msg: translate(progress.error.reason, lang) } } : progress;
  }
}
