import type { reportedFields } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A report's stored fields, as the contract's reportedFields makes them from a browser's report. */
export type FrontendReportFields = ReturnType<typeof reportedFields>;

export interface FrontendReportRow extends FrontendReportFields {
  count: number;
  first_at: Date;
  last_at: Date;
}

/** Stores one report: a new row, or one more on the count (and a newer `last_at`) of the identical report's row. */
export async function upsertFrontendReport(db: Kysely<Database>, fingerprint: string, fields: FrontendReportFields): Promise<void> {
  await db
    .insertInto('frontend_remote_reports')
    .values({ fingerprint, ...fields })
    .onConflict((oc) =>
      oc.column('fingerprint').doUpdateSet({ count: sql`frontend_remote_reports.count + 1`, last_at: sql`now()` }),
    )
    .execute();
}

/** Deletes all but the `keep` newest rows of one remote, kind, version and module. */
export async function pruneFrontendReportGroup(
  db: Kysely<Database>,
  group: Pick<FrontendReportFields, 'kind' | 'remote' | 'version' | 'module'>,
  keep: number,
): Promise<void> {
  await db
    .deleteFrom('frontend_remote_reports')
    .where('kind', '=', group.kind)
    .where('remote', '=', group.remote)
    .where('version', '=', group.version)
    .where('module', '=', group.module)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('frontend_remote_reports')
        .select('id')
        .where('kind', '=', group.kind)
        .where('remote', '=', group.remote)
        .where('version', '=', group.version)
        .where('module', '=', group.module)
        .orderBy('last_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

/** Deletes all but the `keep` newest rows of the whole table (made-up remote names cannot grow it without end). */
export async function pruneFrontendReports(db: Kysely<Database>, keep: number): Promise<void> {
  await db
    .deleteFrom('frontend_remote_reports')
    .where('id', 'not in', (eb) =>
      eb.selectFrom('frontend_remote_reports').select('id').orderBy('last_at', 'desc').orderBy('id', 'desc').limit(keep),
    )
    .execute();
}

/** The newest reports first, optionally of one remote or kind, or since a time. */
export async function listFrontendReports(
  db: Kysely<Database>,
  filter: { remote?: string; kind?: FrontendReportFields['kind']; since?: Date; limit: number },
): Promise<FrontendReportRow[]> {
  let q = db
    .selectFrom('frontend_remote_reports')
    .select(['kind', 'remote', 'version', 'module', 'required', 'loaded', 'message', 'count', 'first_at', 'last_at'])
    .orderBy('last_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit);
  if (filter.remote) q = q.where('remote', '=', filter.remote);
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  if (filter.since) q = q.where('last_at', '>=', filter.since);
  return q.execute();
}
