import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readConfigFile, type ConfigFile } from '../../config/config-file.js';
import { uploadsDir } from '../upload/local-disk-storage.js';
import { hasAnyFile } from './upload-files.js';

/** Where a backup goes: a new embedded database under `dataDir`, or an empty PostgreSQL database named by `url`. */
export type RestoreTarget = { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; dataDir: string; url: string };

/** A problem the operator can fix; the CLI prints only its message. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** The URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an unreadable database URL)';
  }
}

/**
 * A restore only ever creates a site, never merges into one: the data dir must not name a database in config.yaml,
 * hold an embedded database, or hold uploads. (Other config.yaml sections, such as remotes, may be there already.)
 */
export async function checkDataDirFree(dataDir: string): Promise<void> {
  const elsewhere = 'Restore into a new data dir (--data-dir <new folder>), or move this one away first.';
  const config = readConfigFile(dataDir);
  if (config.db) throw new RestoreError(`${dataDir} already holds a site: its config.yaml names its database (${config.db.type}). ${elsewhere}`);
  const dbDir = join(dataDir, 'db');
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) throw new RestoreError(`${dataDir} already holds an embedded database (${dbDir}). ${elsewhere}`);
  if (await hasAnyFile(uploadsDir(dataDir))) throw new RestoreError(`${dataDir} already holds uploaded files (${uploadsDir(dataDir)}). ${elsewhere}`);
}

/** The refusal for a PostgreSQL database that already holds tables. */
export function databaseNotEmpty(url: string, relations: number): RestoreError {
  const name = (() => {
    try {
      return decodeURIComponent(new URL(url).pathname.slice(1)) || 'the database';
    } catch {
      return 'the database';
    }
  })();
  return new RestoreError(
    `${redactUrl(url)} is not empty (${relations} tables, sequences or views): a restore only goes into a new, empty ` +
      `database, so nothing there is overwritten. Create one (for example \`createdb ${name}_restored\`) and name it with --database-url.`,
  );
}

/**
 * config.yaml's `db` section for the target, which is what makes `pnpm start` open the restored site. A URL's
 * options (?sslmode=..., a unix socket) have no place in that section; `note` says to pass the URL at start instead.
 */
export function configSectionFor(target: RestoreTarget): { db: NonNullable<ConfigFile['db']>; note: string | null } {
  if (target.kind === 'embedded') return { db: { type: 'embedded' }, note: null };
  const u = new URL(target.url);
  const db = {
    type: 'postgres' as const,
    host: u.host || undefined,
    name: decodeURIComponent(u.pathname.slice(1)) || undefined,
    username: decodeURIComponent(u.username) || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
  };
  const note = u.search || !u.host ? `config.yaml keeps the host, database, user and password of the URL but not the rest (${u.search || 'its socket path'}): start the site with DATABASE_URL set to that URL.` : null;
  return { db: Object.fromEntries(Object.entries(db).filter(([, v]) => v !== undefined)) as typeof db, note };
}
