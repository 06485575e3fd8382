import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { writeConfigFile } from '../../config/config-file.js';
import { openDatabase, type DbHandle } from '../../db/connect.js';
import type { BackupManifest } from './backup-format.js';
import { restoreDatabase } from './restore-database.js';
import { checkDataDirFree, configSectionFor, databaseNotEmpty, redactUrl, RestoreError, type RestoreTarget } from './restore-target.js';
import { countRelations } from './schema-catalog.js';
import { unpackBackup } from './unpack-backup.js';
import { uploadsDir } from '../upload/local-disk-storage.js';

export interface RestoreOptions {
  file: string;
  target: RestoreTarget;
  log: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  uploads: number;
}

/**
 * Restores a backup into a NEW site: an empty data dir (and, for PostgreSQL, an empty database). config.yaml is
 * written last, naming the database only once it is complete; until then the install wizard would treat a leftover
 * embedded database as unfinished. On failure everything this run created is removed again.
 */
export async function restoreBackup({ file, target, log }: RestoreOptions): Promise<RestoreResult> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreError(`${file} is not a file: name the backup file to restore (made by pnpm backup).`);
  const { dataDir } = target;
  await checkDataDirFree(dataDir);

  const createdDataDir = !existsSync(dataDir);
  let handle: DbHandle | null = null;
  let staging: string | null = null;
  let ok = false;
  try {
    if (target.kind === 'postgres') handle = await openEmptyPostgres(target.url);
    await mkdir(dataDir, { recursive: true });
    // Inside the target data dir: same disk as the uploads, and removed with it if anything fails.
    staging = await mkdtemp(join(dataDir, '.restore-'));
    const unpacked = await unpackBackup(file, staging, uploadsDir(dataDir), log);

    if (target.kind === 'embedded') log(`creating the embedded database in ${join(dataDir, 'db')}`);
    else log(`restoring into ${redactUrl(target.url)}`);
    const open = (handle ??= await openDatabase({ kind: 'embedded', dataDir }));
    await restoreDatabase(open.db, unpacked.manifest, (t) => unpacked.tableFiles.get(t)!, log);
    // Fresh statistics, so the first queries of the restored site plan like the old site's did.
    await sql`ANALYZE`.execute(open.db);
    // PGlite runs with fsync off: flush before config.yaml declares the database complete.
    if (open.kind === 'embedded') await sql`CHECKPOINT`.execute(open.db);
    handle = null;
    await open.close();

    const { db, note } = configSectionFor(target);
    writeConfigFile(dataDir, { db });
    if (note) log(note);
    ok = true;
    return { manifest: unpacked.manifest, rows: unpacked.manifest.tables.reduce((n, t) => n + t.rows, 0), uploads: unpacked.uploads };
  } finally {
    await handle?.close().catch(() => {});
    if (staging) await rm(staging, { recursive: true, force: true });
    if (!ok) await undo(dataDir, target, createdDataDir);
  }
}

/** Connects and refuses a database that holds anything: a restore never overwrites. */
async function openEmptyPostgres(url: string): Promise<DbHandle> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    const relations = await countRelations(handle.db).catch((err: Error) => {
      throw new RestoreError(`Cannot connect to ${redactUrl(url)} (${err.message}): create the database first (createdb <name>) and check the URL.`);
    });
    if (relations > 0) throw databaseNotEmpty(url, relations);
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/**
 * What a failed restore leaves behind is removed: the data dir if this run made it, else the embedded database and
 * the uploads it wrote (both were empty before: checkDataDirFree saw to that). A PostgreSQL target is already empty
 * again, its one transaction rolled back.
 */
async function undo(dataDir: string, target: RestoreTarget, createdDataDir: boolean) {
  if (createdDataDir) {
    await rm(dataDir, { recursive: true, force: true });
    return;
  }
  if (target.kind === 'embedded') await rm(join(dataDir, 'db'), { recursive: true, force: true });
  await rm(uploadsDir(dataDir), { recursive: true, force: true });
}
