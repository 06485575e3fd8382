import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { claimMailJobs, enqueueMailJobs, finishMailJob, retryMailJob, type ClaimedJob } from '../../repositories/mail-jobs-repo.js';
import { MailDeliveryError, type MailService } from '../mail/mail-service.js';
import { renderJobMail } from './mail-render.js';
import { MailJobKind, weekStart } from './mail-keys.js';
import { planNewPostMails, planWeeklyDigests } from './mail-planning.js';
import { isConnectionFailure } from '../../db/connection-failure.js';

export interface MailWorkerDeps {
  db: () => Kysely<Database>;
  mail: MailService;
  log: FastifyBaseLogger;
  /** The clock the digest week and the weekly cap read (tests move it). */
  now?: () => Date;
}

/** Attempts before a mail is given up (about a day of retries with the backoff below). */
export const MAX_ATTEMPTS = 8;
/** A claim outlives the slowest SMTP exchange (connection, greeting and socket timeouts add up to 50 s). */
const LEASE_SECONDS = 300;
/** At most this many jobs per run, so stopping never waits long. */
const BATCH = 50;

/** Seconds before the next attempt after `attempts` failed ones: 30 s, 2 min, 8 min, ... at most 6 h. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 4 ** Math.max(0, attempts - 1), 6 * 3600);

/**
 * Sends the queued mails. Any number of workers (instances) may run: each job is claimed by one (SKIP LOCKED plus a
 * lease) and finished only by the claim that holds it. A mail is marked sent right after the SMTP server accepted
 * it; only a crash between those two steps sends it again once the lease ends (SMTP offers no exactly-once).
 */
export class MailWorker {
  private readonly now: () => Date;
  private stopping = false;

  constructor(private readonly deps: MailWorkerDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Stops claiming new jobs (the one in hand finishes). */
  stop(): void {
    this.stopping = true;
  }

  /** Plans the current week's digests once, then works through due jobs; returns how many jobs it handled. */
  async runOnce(): Promise<number> {
    const db = this.deps.db();
    await enqueueMailJobs(db, [{ kind: MailJobKind.digestPlan, payload: { week: weekStart(this.now()) }, dedupeKey: `digest-plan:${weekStart(this.now())}` }]);
    let handled = 0;
    while (!this.stopping && handled < BATCH) {
      const [job] = await claimMailJobs(db, 1, LEASE_SECONDS);
      if (!job) break;
      await this.handle(db, job);
      handled += 1;
    }
    return handled;
  }

  private async handle(db: Kysely<Database>, job: ClaimedJob): Promise<void> {
    try {
      if (job.kind === MailJobKind.newPost || job.kind === MailJobKind.digestPlan) {
        await db.transaction().execute(async (trx) => {
          if (job.kind === MailJobKind.newPost) await planNewPostMails(trx, String(job.payload.post_id), weekStart(this.now()));
          else await planWeeklyDigests(trx, String(job.payload.week));
          // Lost the claim meanwhile: roll the planning back, the current claimer plans.
          if (!(await finishMailJob(trx, job, 'sent'))) throw new Error('mail job claim lost');
        });
        return;
      }
      const mail = await renderJobMail(db, await this.deps.mail.site(), job, this.now());
      if (!mail) {
        await finishMailJob(db, job, 'skipped');
        return;
      }
      await this.deps.mail.sendMail(mail);
      await finishMailJob(db, job, 'sent');
    } catch (err) {
      await this.failed(db, job, err);
    }
  }

  private async failed(db: Kysely<Database>, job: ClaimedJob, err: unknown): Promise<void> {
    if (isConnectionFailure(err)) {
      // Not the mail's fault and not worth an attempt: the lease runs out and a worker claims the job again.
      this.deps.log.warn({ reason: (err as Error).message, mailJob: { id: job.id, kind: job.kind } }, 'mail job interrupted: the database is unavailable; it is tried again later');
      return;
    }
    const reason = err instanceof MailDeliveryError ? 'smtp' : 'error';
    if (!(err instanceof MailDeliveryError)) this.deps.log.error({ err, mailJob: { id: job.id, kind: job.kind } }, 'mail job failed');
    try {
      if (job.attempts >= MAX_ATTEMPTS) {
        this.deps.log.warn({ mailJob: { id: job.id, kind: job.kind, attempts: job.attempts } }, 'mail given up after its last attempt');
        await finishMailJob(db, job, 'failed', reason);
      } else {
        await retryMailJob(db, job, backoffSeconds(job.attempts), reason);
      }
    } catch (e) {
      // The lease ends and another run retries it.
      this.deps.log.error({ err: e }, 'could not record a mail job failure');
    }
  }
}
