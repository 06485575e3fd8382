import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001-initial.js';
import * as m0002 from './migrations/0002-captcha.js';
import * as m0003 from './migrations/0003-email-codes.js';
import * as m0004 from './migrations/0004-user-settings.js';
import * as m0005 from './migrations/0005-connectors.js';
import * as m0006 from './migrations/0006-posts-loop.js';
import * as m0007qs from './migrations/0007-question-state.js';
import * as m0008search from './migrations/0008-search.js';
import * as m0009pieces from './migrations/0009-search-pieces.js';
import * as m0010docs from './migrations/0010-search-docs.js';
import * as m0011ledger from './migrations/0011-points-ledger.js';
import * as m0012changes from './migrations/0012-search-changes.js';
import * as m0013driveShares from './migrations/0013-drive-shares.js';
import * as m0014ai from './migrations/0014-ai-replies.js';
import * as m0015pictures from './migrations/0015-post-pictures.js';
import * as m0016aiPictures from './migrations/0016-ai-pictures.js';
import * as m0017notifications from './migrations/0017-notifications.js';
import * as m0018mailJobs from './migrations/0018-mail-jobs.js';
import * as m0020accountDeletion from './migrations/0020-account-deletion.js';
import * as m0022timelines from './migrations/0022-timelines.js';
import * as m0023reviewQueue from './migrations/0023-review-queue.js';
import * as m0024commentsByPost from './migrations/0024-comments-by-post.js';
import * as m0025userPluginConfigs from './migrations/0025-user-plugin-configs.js';
import * as m0026tagCounts from './migrations/0026-tag-counts-of-listed-posts.js';
import * as m0027frontendReports from './migrations/0027-frontend-remote-reports.js';
import * as m0028searchDocRules from './migrations/0028-search-doc-rules-from-code.js';

// Listed statically (not read from a folder) so the same list runs from src/ and from the swc build.
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-captcha': m0002,
  '0003-email-codes': m0003,
  '0004-user-settings': m0004,
  '0005-connectors': m0005,
  '0006-posts-loop': m0006,
  '0007-question-state': m0007qs,
  '0008-search': m0008search,
  '0009-search-pieces': m0009pieces,
  '0010-search-docs': m0010docs,
  '0011-points-ledger': m0011ledger,
  '0012-search-changes': m0012changes,
  '0013-drive-shares': m0013driveShares,
  '0014-ai-replies': m0014ai,
  '0015-post-pictures': m0015pictures,
  '0016-ai-pictures': m0016aiPictures,
  '0017-notifications': m0017notifications,
  '0018-mail-jobs': m0018mailJobs,
  '0020-account-deletion': m0020accountDeletion,
  '0022-timelines': m0022timelines,
  '0023-review-queue': m0023reviewQueue,
  '0024-comments-by-post': m0024commentsByPost,
  '0025-user-plugin-configs': m0025userPluginConfigs,
  '0026-tag-counts-of-listed-posts': m0026tagCounts,
  '0027-frontend-remote-reports': m0027frontendReports,
  '0028-search-doc-rules-from-code': m0028searchDocRules,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration this build knows, in the order they run (a backup names the one its database had reached). */
export const migrationNames = (): string[] => Object.keys(migrations).sort();

/** Told before each migration that runs: its name, how many come before it in the list, and the list's length. */
export type MigrationProgress = (name: string, index: number, total: number) => void;

/** The same migrations, each announcing itself before it runs (the install wizard shows the progress). */
function reportingProvider(onMigration: MigrationProgress): MigrationProvider {
  const names = Object.keys(migrations).sort();
  const wrapped = Object.fromEntries(
    names.map((name, index): [string, Migration] => {
      const m = migrations[name]!;
      return [name, { ...m, up: async (db) => (onMigration(name, index, names.length), m.up(db)) }];
    }),
  );
  return { getMigrations: async () => wrapped };
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
