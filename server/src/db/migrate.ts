import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { folderModules } from '../config/folder-modules.js';

/**
 * Every file `NNNN-name` of the migrations folder, in file-name order. The name without its extension is the
 * migration's id in Kysely's table, so it never changes once released (migrate.test.ts keeps the released ones).
 */
const MIGRATION_FILES = folderModules(new URL('./migrations/', import.meta.url), /^\d{4}-[a-z0-9-]+$/);

async function loadMigrations(): Promise<Record<string, Migration>> {
  const loaded = await Promise.all(MIGRATION_FILES.map(async ({ name, url }) => [name, (await import(url.href)) as Migration] as const));
  return Object.fromEntries(loaded);
}

const provider: MigrationProvider = { getMigrations: loadMigrations };

/** Every migration this build knows, in the order they run (a backup names the one its database had reached). */
export const migrationNames = (): string[] => MIGRATION_FILES.map((m) => m.name);

/** Told before each migration that runs: its name, how many come before it in the list, and the list's length. */
export type MigrationProgress = (name: string, index: number, total: number) => void;

/** The same migrations, each announcing itself before it runs (the install wizard shows the progress). */
function reportingProvider(onMigration: MigrationProgress): MigrationProvider {
  return {
    getMigrations: async () => {
      const migrations = await loadMigrations();
      const names = Object.keys(migrations);
      return Object.fromEntries(
        names.map((name, index): [string, Migration] => {
          const m = migrations[name]!;
          return [name, { ...m, up: async (db) => (onMigration(name, index, names.length), m.up(db)) }];
        }),
      );
    },
  };
}

/**
 * Brings the schema up to date; Kysely's migrator takes an advisory lock, so concurrent instances are safe, and on
 * PostgreSQL (both engines) runs the pending migrations in one transaction, so an interrupted run leaves nothing.
 */
export async function migrateToLatest(db: Kysely<Database>, onMigration?: MigrationProgress): Promise<void> {
  const { error } = await new Migrator({ db, provider: onMigration ? reportingProvider(onMigration) : provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Brings the schema to one named migration (tests of a migration's effect on existing rows). */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * The migrations this build knows that the database has not run (empty: the schema is current). Reads Kysely's
 * migration table only; nothing is created or locked, so a health check may call it.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
