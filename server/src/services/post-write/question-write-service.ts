// POST and PUT question: the ask and edit rules, one transaction each (post, tag links, counters, revision).
import { ContentType, PostStatus, type BodyOf, type endpoints, type QuestionWriteResponse } from '@site/shared/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ActivityType, Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canManageTags, isEditable } from '../../policies/post-write-policy.js';
import { canViewPost } from '../../policies/post-policy.js';
import { REVISION_WAITING } from '../../repositories/revisions-repo.js';
import { editActivity } from '../revision/rollback.js';
import { passEditGate } from '../revision/edit-gate.js';
import { claimPicture, pictureOfPost } from '../../repositories/pictures-repo.js';
import { writeRevision } from '../../repositories/revisions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { renderMarkdown } from '../markdown/render-markdown.js';
import { postMentionEvents } from '../notification/post-mentions.js';
import { recordNotificationEvents } from '../../repositories/notification-events-repo.js';
import { resolvePostTags, type PostTag } from './post-tags.js';
import { descriptionOf, urlTitleOf } from './post-text.js';
import { requireLinkPrivilege, requirePrivilege } from '../privilege/privilege-service.js';
import { readWriteSettings } from './write-settings.js';
import { changePostPoints, checkScore, escrowNewPost } from '../points/post-points.js';
import { readPointsSettings } from '../points/points-settings.js';
import { mayReadContent } from '../points/paid-access.js';
import { driveShareToStore, saveDriveShare } from '../cloud-drive/drive-share.js';
import { queueNewPostMails } from '../mail-queue/mail-enqueue.js';
import { queueNewListedPost, queuePostChanged } from '../member-events/post-events.js';
import { countsInTags, isListedStatus } from '../../policies/post-listing-policy.js';
import { enqueueReview } from '../publishing/pending-reviews.js';
import { queueReasonFor, readReviewSettings } from '../publishing/review-settings.js';

/** The rendered body: sanitized HTML and its plain excerpt. */
function renderBody(content: string) {
  const html = renderMarkdown(content);
  return { parsed_text: html, description: descriptionOf(html) };
}

/** Moves the tags' question_count by `delta` (never below 0). */
async function bumpTagCounts(trx: Transaction<Database>, tagIds: string[], delta: 1 | -1) {
  if (tagIds.length === 0) return;
  await trx
    .updateTable('tags')
    .set({ question_count: sql`greatest(question_count + ${delta}, 0)` })
    .where('id', 'in', tagIds)
    .execute();
}

const revisionContent = (title: string, content: string, tags: PostTag[], contentType: number, pictureId?: string) => ({
  title,
  content,
  tags: tags.map((t) => t.slug_name),
  content_type: contentType,
  // An AI picture post's picture is part of what an edit changes.
  ...(pictureId ? { picture_id: pictureId } : {}),
});

const pictureError = (message: string) => errors.fields([{ field: 'picture_id', message }]);

/** Gives an AI picture post the picture (the member's own, unused); a refusal rolls the whole write back. */
async function usePicture(trx: Transaction<Database>, pictureId: string, userId: string, postId: string, prompt?: string) {
  if (!(await claimPicture(trx, pictureId, userId, postId, prompt))) throw pictureError('error.picture.not_yours');
}

/** What writing a post needs: the database, and the request's language (a refused tag's message names it). */
export interface PostWriteDeps {
  db: Kysely<Database>;
  lang: string;
}

/** POST question: any of the five kinds, by an activated user. */
export async function addQuestion({ db, lang }: PostWriteDeps, user: UserRow, b: BodyOf<typeof endpoints.addQuestion>): Promise<QuestionWriteResponse> {
  const [settings, points, review] = await Promise.all([readWriteSettings(db), readPointsSettings(db), readReviewSettings(db)]);
  checkScore(b.content_type, b.score, points);
  const share = driveShareToStore(b.content_type, b);
  const picture = b.content_type === ContentType.aipic ? b.picture_id : undefined;
  if (b.content_type === ContentType.aipic && !picture) throw pictureError('error.picture.required');
  const rendered = renderBody(b.content);
  const urlTitle = urlTitleOf(b.title);
  const queueReason = queueReasonFor(review, user, rendered.parsed_text);
  return db.transaction().execute(async (trx) => {
    await requirePrivilege(trx, user, 'rank.question.add');
    await requireLinkPrivilege(trx, user, rendered.parsed_text);
    const tags = await resolvePostTags(trx, { items: b.tags, userId: user.id, staff: canManageTags(user), mayCreate: tagCreation(trx, user), settings, lang });
    const post = await trx
      .insertInto('posts')
      .values({
        user_id: user.id,
        content_type: b.content_type,
        title: b.title,
        url_title: urlTitle,
        original_text: b.content,
        ...rendered,
        score: b.score,
        // Held back for review by the admin's queue rules: only its author and staff see it until approved.
        ...(queueReason ? { status: PostStatus.pending } : {}),
        // A bounty with a reward runs for the admin's number of days; then the site settles it if nobody was accepted.
        bounty_ends_at: b.content_type === ContentType.bounty && b.score > 0 ? sql`now() + make_interval(days => ${points.bountyDays})` : null,
      })
      .returning(['id', 'user_id', 'content_type', 'score', 'url_title', 'created_at', 'status'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('post_tags')
      .values(tags.map((t) => ({ post_id: post.id, tag_id: t.id, created_at: post.created_at })))
      .execute();
    if (countsInTags(post.status)) await bumpTagCounts(trx, tags.map((t) => t.id), 1);
    await saveDriveShare(trx, post.id, share);
    if (picture) await usePicture(trx, picture, user.id, post.id, b.picture_prompt);
    await trx.updateTable('users').set({ question_count: sql`question_count + 1` }).where('id', '=', user.id).execute();
    // A reward leaves the author's points now; not enough of them refuses the whole post. Last, like every writer's
    // member-row changes: tag rows are locked before member rows everywhere, so writers never wait in a circle.
    await escrowNewPost(trx, post);
    await writeRevision(trx, {
      objectType: 'question',
      objectId: post.id,
      userId: user.id,
      title: b.title,
      content: revisionContent(b.title, b.content, tags, b.content_type, picture),
    });
    // A queued post tells the people it mentions once approved: until then they could not open it.
    if (!queueReason) {
      await recordNotificationEvents(
        trx,
        await postMentionEvents(trx, { html: rendered.parsed_text, authorId: user.id, objectType: 'question', objectId: post.id, questionId: post.id }),
      );
    }
    if (queueReason) await enqueueReview(trx, { objectType: 'question', objectId: post.id, questionId: post.id, userId: user.id, reason: queueReason });
    await queueNewPostMails(trx, post);
    if (isListedStatus(post.status)) queueNewListedPost();
    return { id: post.id, url_title: post.url_title };
  });
}

/** A post naming a tag that does not exist creates it, for a member with the privilege to create tags. */
const tagCreation = (trx: Transaction<Database>, user: UserRow) => () => requirePrivilege(trx, user, 'rank.tag.add');

/** What applying an edit to a locked post needs (a direct edit, or an approved suggestion). */
export interface QuestionEdit {
  /** Whose rules apply to tags (the editor, or the reviewer approving a suggestion). */
  actor: UserRow;
  /** Who wrote the edit (last editor, and the revision's author). */
  editorId: string;
  /** The post before the edit (`parsed_text`: whom it mentioned already). */
  post: { id: string; user_id: string; content_type: number; score: string; created_at: Date; status: number; accepted_answer_id: string | null; parsed_text: string };
  body: Pick<BodyOf<typeof endpoints.updateQuestion>, 'title' | 'content' | 'tags' | 'edit_summary' | 'score' | 'picture_id' | 'picture_prompt'> &
    Partial<BodyOf<typeof endpoints.updateQuestion>>;
  /** Writes the revision; false when it exists already (an approved suggestion). */
  writeRevision: boolean;
  activity?: ActivityType;
}

/** Applies an edit to a post locked in `trx`: tags, counters, points, share, picture, text, and the revision. */
export async function applyQuestionEdit({ lang }: PostWriteDeps, trx: Transaction<Database>, e: QuestionEdit): Promise<QuestionWriteResponse> {
  // Read through the transaction: the embedded database has one connection, which the transaction holds.
  const settings = await readWriteSettings(trx);
  const points = await readPointsSettings(trx);
  const { post, body: b, actor } = e;
  const rendered = renderBody(b.content);
  const urlTitle = urlTitleOf(b.title);
  const share = driveShareToStore(post.content_type, b);
  const current = (await trx.selectFrom('post_tags').select('tag_id').where('post_id', '=', post.id).execute()).map((r) => r.tag_id);
  const tags = await resolvePostTags(trx, {
    items: b.tags,
    userId: actor.id,
    staff: canManageTags(actor),
    mayCreate: tagCreation(trx, actor),
    settings,
    lang,
    keep: new Set(current),
  });
  const next = new Set(tags.map((t) => t.id));
  const removed = current.filter((id) => !next.has(id));
  const added = [...next].filter((id) => !current.includes(id));
  if (removed.length > 0) await trx.deleteFrom('post_tags').where('post_id', '=', post.id).where('tag_id', 'in', removed).execute();
  if (added.length > 0) {
    await trx
      .insertInto('post_tags')
      .values(added.map((tagId) => ({ post_id: post.id, tag_id: tagId, created_at: post.created_at })))
      .execute();
  }
  if (countsInTags(post.status)) {
    await bumpTagCounts(trx, removed, -1);
    await bumpTagCounts(trx, added, 1);
  }
  // Points move after the tag counters: every writer locks tag rows before member rows (asking does the same),
  // so an edit and an ask by the same member cannot wait for each other.
  if (b.score !== undefined) await changePostPoints(trx, post, actor.id, b.score, points);
  await saveDriveShare(trx, post.id, share);
  // A new prompt alone applies to the post's current picture. Pictures are the author's, whoever edits.
  const picture = post.content_type === ContentType.aipic ? (b.picture_id ?? (b.picture_prompt !== undefined ? await pictureOfPost(trx, post.id) : undefined)) : undefined;
  if (picture) await usePicture(trx, picture, post.user_id, post.id, b.picture_prompt);
  const updated = await trx
    .updateTable('posts')
    .set({
      title: b.title,
      url_title: urlTitle,
      original_text: b.content,
      ...rendered,
      ...(b.score === undefined ? {} : { score: b.score }),
      last_edit_user_id: e.editorId,
      edited_at: sql`now()`,
      updated_at: sql`now()`,
      // An edit is activity: the 'active' order shows edited posts near the top, as Answer does.
      active_at: sql`now()`,
    })
    .where('id', '=', post.id)
    .returning(['id', 'url_title'])
    .executeTakeFirstOrThrow();
  if (e.writeRevision) {
    await writeRevision(trx, {
      objectType: 'question',
      objectId: post.id,
      userId: e.editorId,
      title: b.title,
      content: revisionContent(b.title, b.content, tags, post.content_type, picture),
      summary: b.edit_summary,
      activity: e.activity,
    });
  }
  await recordNotificationEvents(
    trx,
    await postMentionEvents(trx, { html: rendered.parsed_text, beforeHtml: post.parsed_text, authorId: e.editorId, objectType: 'question', objectId: post.id, questionId: post.id }),
  );
  queuePostChanged(post.id);
  return { id: updated.id, url_title: updated.url_title, wait_for_review: false };
}

/**
 * PUT question: the author, staff or a member with the direct-edit reputation change title, body and tags of a post
 * that is not deleted; anyone else's edit is saved as a suggestion (title, body, tags only) for staff to review. A
 * paid post's non-readers (neither author, staff nor buyer) may do neither: 403 error.points.locked.
 */
export async function updateQuestion(deps: PostWriteDeps, user: UserRow, b: BodyOf<typeof endpoints.updateQuestion>): Promise<QuestionWriteResponse> {
  return deps.db.transaction().execute(async (trx) => {
    // Locked: two edits at once must not both compute tag changes from the same old set.
    const post = await trx
      .selectFrom('posts')
      .select(['id', 'user_id', 'status', 'content_type', 'score', 'accepted_answer_id', 'created_at', 'url_title', 'parsed_text'])
      .where('id', '=', b.id)
      .forUpdate()
      .executeTakeFirst();
    if (!post || !isEditable(post) || !canViewPost(user, post)) throw errors.questionNotFound();
    const gate = await passEditGate(trx, user, {
      kind: 'question',
      objectId: post.id,
      ownerId: post.user_id,
      // A paid post is changed, at once or as a suggestion, only by those who may read it (the detail page's rule):
      // otherwise a member who never bought it could overwrite what its author and buyers read.
      readable: await mayReadContent(trx, user, post),
      privatePlan: false,
      html: renderBody(b.content).parsed_text,
      rollbackRevisionId: b.rollback_revision_id,
    });
    if (gate === 'suggest') {
      await writeRevision(trx, {
        objectType: 'question',
        objectId: post.id,
        userId: user.id,
        title: b.title,
        content: { title: b.title, content: b.content, tags: b.tags.map((t) => t.slug_name), content_type: post.content_type },
        summary: b.edit_summary,
        status: REVISION_WAITING,
      });
      return { id: post.id, url_title: post.url_title, wait_for_review: true };
    }
    const activity = await editActivity(trx, user, 'question', post.id, b.rollback_revision_id);
    return applyQuestionEdit(deps, trx, { actor: user, editorId: user.id, post, body: b, writeRevision: true, activity });
  });
}
