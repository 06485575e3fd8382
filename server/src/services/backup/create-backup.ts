import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { readConfigFile } from '../../config/config-file.js';
import type { ServerEnv } from '../../config/env.js';
import { openDatabase, type DbHandle } from '../../db/connect.js';
import { DataDirLockedError } from '../../db/lock-file.js';
import { dbSpecFor } from '../../state/site-state.js';
import { ArchiveWriter } from './archive.js';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, MANIFEST_ENTRY, tableEntry, UPLOADS_DIR, type BackupManifest } from './backup-format.js';
import { dumpDatabase } from './dump-database.js';
import { uploadsDir } from '../upload/local-disk-storage.js';
import { listUploads } from './upload-files.js';

/** A problem the operator can fix; the CLI prints only its message. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupOptions {
  /** The site to back up: its data dir and DATABASE_URL, as the server reads them. */
  env: ServerEnv;
  /** The file to create; it must not exist yet. */
  out: string;
  log: (line: string) => void;
}

export interface BackupResult {
  path: string;
  manifest: BackupManifest;
  bytes: number;
}

/**
 * Backs up the site's database and uploads into one .tar.gz. PostgreSQL is read online from one snapshot; the
 * embedded database only while the site is stopped (its data dir's lock file says whether it runs).
 */
export async function createBackup({ env, out, log }: BackupOptions): Promise<BackupResult> {
  const spec = dbSpecFor({ ...env, embeddedTemplate: null }, readConfigFile(env.dataDir));
  if (!spec) {
    throw new BackupError(
      `There is no site to back up in ${env.dataDir}: its config.yaml names no database and DATABASE_URL is not set. ` +
        'Set DATA_DIR to the data dir of the site (or DATABASE_URL to its PostgreSQL).',
    );
  }
  if (spec.kind === 'embedded') {
    const dbDir = join(env.dataDir, 'db');
    if (!existsSync(dbDir) || readdirSync(dbDir).length === 0) {
      throw new BackupError(`config.yaml in ${env.dataDir} names the embedded database, but ${dbDir} is empty: there is nothing to back up.`);
    }
  }
  if (existsSync(out)) throw new BackupError(`${out} already exists: name another file with --out, or move that one away.`);
  if (!existsSync(dirname(out))) throw new BackupError(`The folder ${dirname(out)} does not exist: create it, or name a file in another folder with --out.`);

  const handle = await open(spec, env.dataDir);
  // Table files wait beside the output (same disk, not a small /tmp) until they go into the archive.
  const staging = await mkdtemp(join(dirname(out), `.${basename(out)}.tables-`));
  const partial = `${out}.partial`;
  try {
    log(`backing up the ${spec.kind === 'embedded' ? 'embedded database' : 'PostgreSQL database'} and ${uploadsDir(env.dataDir)}`);
    const dump = await dumpDatabase(handle.db, staging, log);
    // Listed after the snapshot: every file a snapshot row points at was stored before its row, so it is here.
    const uploads = await listUploads(uploadsDir(env.dataDir));
    if (uploads.skipped > 0) log(`uploads: left out ${uploads.skipped} files that are not stored uploads (unfinished writes)`);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      engine: spec.kind,
      migration: dump.migration,
      created_at: new Date().toISOString(),
      server_version: dump.serverVersion,
      tables: dump.tables,
      sequences: dump.sequences,
      uploads: { files: uploads.files.length, bytes: uploads.files.reduce((sum, f) => sum + f.size, 0) },
    };

    const archive = new ArchiveWriter(partial);
    await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const table of dump.tables) {
      const file = dump.files.get(table.name)!;
      await archive.addFile(tableEntry(table.name), file, (await stat(file)).size);
    }
    let done = 0;
    for (const f of uploads.files) {
      await archive.addFile(`${UPLOADS_DIR}${f.key}`, f.path, f.size);
      if (++done % 500 === 0) log(`uploads: ${done} of ${uploads.files.length} files`);
    }
    log(`uploads: ${uploads.files.length} files`);
    await archive.finish();
    await rename(partial, out);
    return { path: out, manifest, bytes: (await stat(out)).size };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await handle.close();
  }
}

async function open(spec: NonNullable<ReturnType<typeof dbSpecFor>>, dataDir: string): Promise<DbHandle> {
  try {
    return await openDatabase(spec);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new BackupError(
        `The site is running on ${dataDir} (process ${err.pid}): the embedded database can only be backed up while the ` +
          'site is stopped, since a copy taken under a running server could be torn. Stop the site (Ctrl+C where it runs), ' +
          'run the backup again, then start the site. Nothing was written. (With PostgreSQL, backups run while the site runs.)',
      );
    }
    throw err;
  }
}
