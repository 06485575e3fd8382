import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One mail (or mail-planning) job to queue. `dedupeKey` makes queueing idempotent: a second insert is dropped. */
export interface NewMailJob {
  kind: string;
  userId?: string | null;
  payload?: Record<string, unknown>;
  dedupeKey?: string | null;
}

/** A claimed job: `attempts` already counts this attempt and fences the finishing update. */
export interface ClaimedJob {
  id: string;
  kind: string;
  user_id: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Queues jobs; returns how many were new (a dedupe key seen before adds nothing). */
export async function enqueueMailJobs(db: Db, jobs: NewMailJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await db
    .insertInto('mail_jobs')
    .values(jobs.map((j) => ({ kind: j.kind, user_id: j.userId ?? null, payload: JSON.stringify(j.payload ?? {}), dedupe_key: j.dedupeKey ?? null })))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Claims up to `limit` due jobs for `leaseSeconds`: pending ones whose time has come, and ones whose claimer's lease
 * ran out (it crashed or was stopped mid-send). SKIP LOCKED lets several workers claim at once without sharing a
 * row; the lease makes the claim survive the short claiming transaction.
 */
export async function claimMailJobs(db: Kysely<Database>, limit: number, leaseSeconds: number): Promise<ClaimedJob[]> {
  const { rows } = await sql<ClaimedJob>`
UPDATE mail_jobs SET status = 'sending', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseSeconds})
WHERE id IN (
  SELECT id FROM mail_jobs
  WHERE (status = 'pending' AND run_at <= now()) OR (status = 'sending' AND locked_until < now())
  ORDER BY run_at, id
  LIMIT ${limit}
  FOR UPDATE SKIP LOCKED
)
RETURNING id, kind, user_id, payload, attempts`.execute(db);
  return rows.map((r) => ({ ...r, id: String(r.id), user_id: r.user_id === null ? null : String(r.user_id) }));
}

/**
 * Finishes a claimed job (sent, skipped or given up). Only the claim that is still current may finish it: a worker
 * whose lease ran out and was re-claimed elsewhere changes nothing.
 */
export async function finishMailJob(db: Db, job: ClaimedJob, status: 'sent' | 'skipped' | 'failed', error: string | null = null): Promise<boolean> {
  const res = await db
    .updateTable('mail_jobs')
    .set({ status, finished_at: sql`now()`, locked_until: null, last_error: error })
    .where('id', '=', job.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Puts a claimed job back for another attempt after `delaySeconds`. */
export async function retryMailJob(db: Db, job: ClaimedJob, delaySeconds: number, error: string): Promise<void> {
  await db
    .updateTable('mail_jobs')
    .set({ status: 'pending', locked_until: null, last_error: error, run_at: sql`now() + make_interval(secs => ${delaySeconds})` })
    .where('id', '=', job.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', job.attempts)
    .execute();
}

/** Counts one more capped mail for the member, setting and week, unless `cap` is reached; false when it is. */
export async function takeWeeklyAllowance(db: Db, userId: string, settingKey: string, weekStart: string, cap: number): Promise<boolean> {
  const row = await db
    .insertInto('mail_weekly_counts')
    .values({ user_id: userId, setting_key: settingKey, week_start: weekStart, sent: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'setting_key', 'week_start'])
        .doUpdateSet({ sent: sql`mail_weekly_counts.sent + 1` })
        .where('mail_weekly_counts.sent', '<', cap),
    )
    .returning('sent')
    .executeTakeFirst();
  return row !== undefined;
}
