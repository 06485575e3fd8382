// Suggested edits: GET revisions/unreviewed (one at a time, oldest first) and PUT revisions/audit (approve or
// reject), staff only. Approving applies the suggestion as its author's edit, in one transaction with the decision.
import { AnswerStatus, type BodyOf, type endpoints, type QueryOf, type UnreviewedRevisionItem } from '@site/shared/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, RevisionObjectType } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import type { RevisionsTable } from '../../db/schema.js';
import { isEditable } from '../../policies/post-write-policy.js';
import { presentUserBasic } from '../../presenters/user-presenter.js';
import { unix } from '../../presenters/time.js';
import { recordActivity } from '../../repositories/activities-repo.js';

import { recordNotificationEvents } from '../../repositories/notification-events-repo.js';
import { decideRevision, lockRevisionById, REVISION_REJECTED, REVISION_SHOWN, REVISION_WAITING } from '../../repositories/revisions-repo.js';
import { lockTag, TAG_DELETED } from '../../repositories/tags-repo.js';
import { findUsersByIds, type UserRow } from '../../repositories/users-repo.js';
import { applyAnswerEdit } from '../answer/answer-write-service.js';
import { applyQuestionEdit, type PostWriteDeps } from '../post-write/question-write-service.js';
import { urlTitleOf } from '../post-write/post-text.js';
import { applyTagEdit } from '../tag/tag-write-service.js';
import { revisionErrors } from './revision-errors.js';
import { currentDetailOf, findTimelineObject, revisionDetailOf } from './timeline-object.js';

type Revision = Selectable<RevisionsTable>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** GET revisions/unreviewed: page N is the N-th oldest waiting suggestion (Answer pages them one at a time). */
export async function listUnreviewedRevisions(
  db: Kysely<Database>,
  q: QueryOf<typeof endpoints.getUnreviewedRevisions>,
): Promise<{ count: number; list: UnreviewedRevisionItem[] }> {
  let base = db.selectFrom('revisions').where('status', '=', REVISION_WAITING);
  if (q.type) base = base.where('object_type', '=', q.type);
  const total = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('created_at').orderBy('id').limit(1).offset(q.page - 1).execute();
  const list: UnreviewedRevisionItem[] = [];
  for (const rev of rows) {
    const o = await findTimelineObject(db, rev.object_id, rev.object_type);
    if (!o) continue;
    const author = (await findUsersByIds(db, [rev.user_id])).get(rev.user_id);
    const postTitle = o.type === 'tag' ? '' : o.post.title;
    const suggested = await revisionDetailOf(db, o.type, rev.content, postTitle);
    list.push({
      type: o.type,
      info: {
        object_id: o.id,
        object_type: o.type,
        question_id: o.type === 'tag' ? '' : o.post.id,
        answer_id: o.type === 'answer' ? o.id : '',
        title: o.type === 'tag' ? o.tag.display_name : o.post.title,
        url_title: o.type === 'tag' ? o.tag.slug_name : o.post.url_title,
        current: await currentDetailOf(db, o),
      },
      unreviewed_info: {
        id: rev.id,
        use_id: rev.user_id,
        object_id: rev.object_id,
        title: suggested.title,
        url_title: o.type === 'tag' ? suggested.slug_name : urlTitleOf(suggested.title),
        content: suggested,
        status: rev.status,
        create_at: unix(rev.created_at),
        ...(author ? { user_info: presentUserBasic(author) } : {}),
        reason: rev.summary,
      },
    });
  }
  return { count: Number(total.n), list };
}

/** Applies an approved suggestion to its object, as its author's edit; false when the object is gone. */
async function applySuggestion(deps: PostWriteDeps, trx: Transaction<Database>, reviewer: UserRow, rev: Revision): Promise<boolean> {
  const c = rev.content;
  if (rev.object_type === 'tag') {
    const tag = await lockTag(trx, rev.object_id);
    if (!tag || tag.status === TAG_DELETED) return false;
    // A suggestion changes the name and description only; slug and flags stay as they are now.
    const next = { slug_name: tag.slug_name, display_name: str(c.display_name), original_text: str(c.original_text), recommend: tag.recommend, reserved: tag.reserved };
    await applyTagEdit(trx, { tag, next, editorId: rev.user_id, writeRevision: false });
    return true;
  }
  if (rev.object_type === 'answer') {
    const answer = await trx.selectFrom('answers').selectAll().where('id', '=', rev.object_id).forUpdate().executeTakeFirst();
    if (!answer || answer.status !== AnswerStatus.normal) return false;
    await applyAnswerEdit(trx, { answer, editorId: rev.user_id, content: str(c.content), writeRevision: false });
    return true;
  }
  const post = await trx
    .selectFrom('posts')
    .select(['id', 'user_id', 'status', 'content_type', 'score', 'accepted_answer_id', 'created_at', 'parsed_text'])
    .where('id', '=', rev.object_id)
    .forUpdate()
    .executeTakeFirst();
  if (!post || !isEditable(post)) return false;
  const tags = Array.isArray(c.tags) ? c.tags.filter((t): t is string => typeof t === 'string').map((slug_name) => ({ slug_name })) : [];
  // Tag rules are the reviewer's: approving may create a tag the suggestion named, as the reviewer could.
  await applyQuestionEdit(deps, trx, {
    actor: reviewer,
    editorId: rev.user_id,
    post,
    body: { title: str(c.title), content: str(c.content), tags, edit_summary: rev.summary },
    writeRevision: false,
  });
  return true;
}

/** The suggestion's author hears the outcome (an inbox item of kind 'edit'; tags have no inbox link, so none then). */
async function tellAuthor(trx: Transaction<Database>, reviewer: UserRow, rev: Revision, approved: boolean) {
  if (rev.object_type === 'tag') return;
  const questionId = rev.object_type === 'question' ? rev.object_id : String(rev.content.question_id ?? '') || null;
  await recordNotificationEvents(trx, [
    {
      userId: rev.user_id,
      triggerUserId: reviewer.id,
      kind: 'edit',
      objectType: rev.object_type as Exclude<RevisionObjectType, 'tag'>,
      objectId: rev.object_id,
      questionId,
      action: approved ? 'edit_approved' : 'edit_rejected',
    },
  ]);
}

/**
 * PUT revisions/audit: approve applies the suggestion and shows it on the timeline (an 'edited' entry by its
 * author); reject keeps it out of the object's history. Either way its author is told. A suggestion decided
 * meanwhile is a 400; one whose object was deleted can only be rejected.
 */
export async function auditRevision(deps: PostWriteDeps, reviewer: UserRow, b: BodyOf<typeof endpoints.auditRevision>): Promise<null> {
  await deps.db.transaction().execute(async (trx) => {
    const rev = await lockRevisionById(trx, b.id);
    if (!rev) throw revisionErrors.notFound();
    if (rev.status !== REVISION_WAITING) throw revisionErrors.alreadyReviewed();
    if (b.operation === 'approve') {
      if (!(await applySuggestion(deps, trx, reviewer, rev))) throw revisionErrors.objectGone();
      await decideRevision(trx, rev.id, REVISION_SHOWN, reviewer.id);
      await recordActivity(trx, { objectType: rev.object_type, objectId: rev.object_id, userId: rev.user_id, type: 'edited', revisionId: rev.id, comment: rev.summary });
    } else {
      await decideRevision(trx, rev.id, REVISION_REJECTED, reviewer.id);
    }
    await tellAuthor(trx, reviewer, rev, b.operation === 'approve');
  });
  return null;
}
