// The flagged tab: one flagged object a page with its open flags, and staff acting on them (PUT report/review).
import {
  PostStatus,
  endpoints,
  type BodyOf,
  type FlagEntry,
  type FlaggedPost,
  type QueryOf,
  type ReasonObjectType,
  type ReportOperation,
} from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { FLAG_COMPLETED, FLAG_DISMISSED, FLAG_OPEN } from '../../db/schema-review.js';
import { AppError, errors } from '../../errors/app-error.js';
import { presentUserBasic } from '../../presenters/user-presenter.js';
import { unix } from '../../presenters/time.js';
import { recordNotificationEvents } from '../../repositories/notification-events-repo.js';
import { findTagsOfPosts } from '../../repositories/tags-repo.js';
import { findUsersByIds, type UserRow } from '../../repositories/users-repo.js';
import { removeAnswer } from '../answer/answer-state-service.js';
import { updateAnswer } from '../answer/answer-write-service.js';
import { removeComment, updateComment } from '../comment/comment-service.js';
import { closeQuestion, deleteQuestion, operateQuestion } from '../post-state/post-state-service.js';
import { updateQuestion, type PostWriteDeps } from '../post-write/question-write-service.js';
import { presentReason } from './reasons.js';
import { describeObject } from './review-object.js';
import { tellStaff } from '../publishing/staff-events.js';

type Db = Kysely<Database>;

/** How many flagged objects wait (each object counts once, however many members flagged it). */
export async function countFlaggedObjects(db: Db): Promise<number> {
  const row = await db
    .selectFrom((eb) => eb.selectFrom('flags').select(['object_type', 'object_id']).where('status', '=', FLAG_OPEN).distinct().as('o'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** GET report/unreviewed/post: the page-th flagged object, oldest flag first; a page past the last answers 404. */
export async function flaggedPostPage(db: Db, q: QueryOf<typeof endpoints.getUnreviewedReportPost>, lang: string): Promise<{ count: number; list: FlaggedPost[] }> {
  const count = await countFlaggedObjects(db);
  const target = await db
    .selectFrom('flags')
    .select(['object_type', 'object_id', sql<Date>`min(created_at)`.as('first_at'), sql<string>`min(id)`.as('first_id')])
    .where('status', '=', FLAG_OPEN)
    .groupBy(['object_type', 'object_id'])
    .orderBy(sql`min(created_at)`)
    .orderBy(sql`min(id)`)
    .limit(1)
    .offset(q.page - 1)
    .executeTakeFirst();
  if (!target) {
    if (q.page > 1) throw errors.notFound();
    return { count, list: [] };
  }
  const flags = await db
    .selectFrom('flags')
    .selectAll()
    .where('object_type', '=', target.object_type)
    .where('object_id', '=', target.object_id)
    .where('status', '=', FLAG_OPEN)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const submitters = await findUsersByIds(db, flags.map((f) => f.user_id));
  const entries: FlagEntry[] = flags.map((f) => {
    const u = submitters.get(f.user_id);
    return { flag_id: f.id, submit_at: unix(f.created_at), submitter_user: u ? presentUserBasic(u) : null, reason: presentReason(f.report_type, lang), reason_content: f.content };
  });
  const first = entries[0]!;
  const object = await describeObject(db, target.object_type, target.object_id);
  return {
    count,
    list: [{ ...object, ...first, created_at: unix(flags[0]!.created_at), flags: entries }],
  };
}

type ReviewBody = BodyOf<typeof endpoints.reviewReport>;
const wrongOperation = () => new AppError(400, 'error.report.operation_invalid', { err_type: 'toast' });

/** Which operations fit which object (Answer's: close and unlist are for posts; a member's flag can only be dismissed here). */
const OPERATIONS: Record<ReasonObjectType, readonly ReportOperation[]> = {
  question: ['edit_post', 'close_post', 'delete_post', 'unlist_post', 'ignore_report'],
  answer: ['edit_post', 'delete_post', 'ignore_report'],
  comment: ['edit_post', 'delete_post', 'ignore_report'],
  user: ['ignore_report'],
};

/** Field errors of a body built for another endpoint, under this call's names (title, content, tags, close_msg). */
function parseFor<S extends z.ZodType>(schema: S | undefined, value: unknown, rename: Record<string, string> = {}): z.output<S> {
  const r = schema!.safeParse(value);
  if (r.success) return r.data;
  throw errors.fields(r.error.issues.map((i) => ({ field: rename[String(i.path[0])] ?? String(i.path[0] ?? 'operation_type'), message: i.message })));
}

/** Runs the operation on the flagged object, through the same services (and so the same rules) as the post page. */
async function applyOperation(deps: PostWriteDeps, user: UserRow, type: ReasonObjectType, id: string, b: ReviewBody): Promise<void> {
  const { db } = deps;
  const op = b.operation_type;
  if (type === 'question') {
    if (op === 'close_post') {
      const body = parseFor(endpoints.closeQuestion.body, { id, close_type: b.close_type, close_msg: b.close_msg ?? '' });
      await closeQuestion(db, user, body);
    } else if (op === 'delete_post') await deleteQuestion(db, user, { id });
    else if (op === 'unlist_post') await operateQuestion(db, user, { id, operation: 'hide' });
    else if (op === 'edit_post') {
      const post = await db.selectFrom('posts').select(['title', 'original_text']).where('id', '=', id).executeTakeFirst();
      const tags = (await findTagsOfPosts(db, [id])).get(id) ?? [];
      const body = parseFor(endpoints.updateQuestion.body, {
        id,
        title: b.title ?? post?.title,
        content: b.content ?? post?.original_text,
        tags: b.tags ?? tags.map((t) => ({ slug_name: t.slug_name })),
      });
      await updateQuestion(deps, user, body);
    }
  } else if (type === 'answer') {
    if (op === 'delete_post') await removeAnswer(db, user, { id });
    else if (op === 'edit_post') {
      const body = parseFor(endpoints.updateAnswer.body, { id, content: b.content });
      await updateAnswer(db, user, body);
    }
  } else if (type === 'comment') {
    if (op === 'delete_post') await removeComment(db, user, { comment_id: id });
    else if (op === 'edit_post') {
      const body = parseFor(endpoints.updateComment.body, { comment_id: id, original_text: b.content }, { original_text: 'content' });
      await updateComment(db, user, body);
    }
  }
}

/** An object already deleted by someone else: deleting it again only completes its flags. */
async function isGone(db: Db, type: ReasonObjectType, id: string): Promise<boolean> {
  if (type === 'user') return false;
  const o = await describeObject(db, type, id);
  return o.object_status === PostStatus.deleted;
}

/**
 * PUT report/review: staff act on a flag. The operation runs first (with the post page's own rules); then every open
 * flag of that object is completed (dismissed for ignore_report) and each flagger is told what was done, in one
 * transaction. A flag already handled is a no-op (as in Answer), so two moderators acting at once act once on the flags.
 */
export async function reviewReport(deps: PostWriteDeps, user: UserRow, b: ReviewBody): Promise<null> {
  const { db } = deps;
  const flag = await db.selectFrom('flags').select(['id', 'object_type', 'object_id', 'question_id', 'status']).where('id', '=', b.flag_id).executeTakeFirst();
  if (!flag) throw errors.notFound('error.report.not_found');
  if (flag.status !== FLAG_OPEN) return null;
  if (!OPERATIONS[flag.object_type].includes(b.operation_type)) throw wrongOperation();
  const skipAction = b.operation_type === 'ignore_report' || (b.operation_type === 'delete_post' && (await isGone(db, flag.object_type, flag.object_id)));
  if (!skipAction) await applyOperation(deps, user, flag.object_type, flag.object_id, b);
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('flags')
      .set({
        status: b.operation_type === 'ignore_report' ? FLAG_DISMISSED : FLAG_COMPLETED,
        operation: b.operation_type,
        reviewer_id: user.id,
        reviewed_at: sql`now()`,
      })
      .where('object_type', '=', flag.object_type)
      .where('object_id', '=', flag.object_id)
      .where('status', '=', FLAG_OPEN)
      .returning('user_id')
      .execute();
    if (flag.object_type === 'user') return;
    const objectType = flag.object_type;
    await recordNotificationEvents(
      trx,
      done.map((d) => ({
        userId: d.user_id,
        triggerUserId: null,
        kind: 'flag_reviewed' as const,
        objectType,
        objectId: flag.object_id,
        questionId: flag.question_id,
        action: b.operation_type,
      })),
    );
  });
  await tellStaff(db);
  return null;
}
