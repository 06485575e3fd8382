import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { migrationNames } from '../../db/migrate.js';
import { isUploadKey } from '../upload/storage.js';
import { readArchive, unreadable } from './archive.js';
import { MANIFEST_ENTRY, parseManifest, tableEntry, TABLES_DIR, UPLOADS_DIR, type BackupManifest } from './backup-format.js';

export interface UnpackedBackup {
  manifest: BackupManifest;
  /** Where each table's rows were put. */
  tableFiles: Map<string, string>;
  uploads: number;
}

/**
 * Reads a backup file in one pass: the manifest (refusing a file this version cannot restore before anything else
 * is written), each table's rows into `staging`, and each upload straight into `uploadsRoot`. Entry names never
 * become paths as they are: tables are written under numbered names, uploads only under a valid storage key.
 */
export async function unpackBackup(file: string, staging: string, uploadsRoot: string, log: (line: string) => void): Promise<UnpackedBackup> {
  try {
    return await unpack(file, staging, uploadsRoot, log);
  } catch (err) {
    throw unreadable(err as Error);
  }
}

async function unpack(file: string, staging: string, uploadsRoot: string, log: (line: string) => void): Promise<UnpackedBackup> {
  let manifest: BackupManifest | null = null;
  const tableFiles = new Map<string, string>();
  let byEntry = new Map<string, string>();
  let uploads = 0;
  for await (const entry of readArchive(file)) {
    if (!manifest) {
      if (entry.name !== MANIFEST_ENTRY) {
        throw new Error(`${file} does not start with ${MANIFEST_ENTRY}: it is not a backup made by \`pnpm backup\`.`);
      }
      manifest = parseManifest(await text(entry.body));
      checkMigrationKnown(manifest);
      log(`backup of ${manifest.created_at} from the ${manifest.engine} engine, schema ${manifest.migration}: ` +
        `${manifest.tables.length} tables, ${manifest.uploads.files} uploaded files`);
      byEntry = new Map(manifest.tables.map((t, i) => [tableEntry(t.name), join(staging, `${i}.ndjson`)]));
      continue;
    }
    if (entry.type === 'directory') continue;
    if (entry.name.startsWith(TABLES_DIR)) {
      const target = byEntry.get(entry.name);
      if (!target) throw new Error(`The backup holds ${entry.name}, a table its manifest does not list: the file is damaged.`);
      await pipeline(entry.body, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      tableFiles.set(entry.name.slice(TABLES_DIR.length, -'.ndjson'.length), target);
    } else if (entry.name.startsWith(UPLOADS_DIR) && isUploadKey(entry.name.slice(UPLOADS_DIR.length))) {
      const path = join(uploadsRoot, entry.name.slice(UPLOADS_DIR.length));
      await mkdir(dirname(path), { recursive: true });
      await pipeline(entry.body, createWriteStream(path, { flags: 'wx' }));
      if (++uploads % 500 === 0) log(`uploads: ${uploads} files`);
    } else {
      throw new Error(`The backup holds ${entry.name}, which no backup of this format has: the file is damaged or not a site backup.`);
    }
  }
  if (!manifest) throw new Error(`${file} is empty: it is not a backup made by \`pnpm backup\`.`);
  const missing = manifest.tables.filter((t) => !tableFiles.has(t.name)).map((t) => t.name);
  if (missing.length > 0) throw new Error(`The backup lacks the rows of ${missing.join(', ')}: the file is incomplete.`);
  if (uploads !== manifest.uploads.files) {
    throw new Error(`The backup holds ${uploads} uploaded files where its manifest says ${manifest.uploads.files}: the file is incomplete.`);
  }
  log(`uploads: ${uploads} files`);
  return { manifest, tableFiles, uploads };
}

/** A backup made by a newer site may need a schema this code cannot build: say so before creating anything. */
function checkMigrationKnown(manifest: BackupManifest) {
  const known = migrationNames();
  if (!known.includes(manifest.migration)) {
    throw new Error(
      `The backup was made at schema ${manifest.migration}, which this version of the site does not know (it knows up to ${known.at(-1)}): ` +
        'restore it with the version that made it, or a newer one.',
    );
  }
}

async function text(body: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
