// POST, PUT and DELETE tag, POST tag/recover: one transaction each, every create and edit with its revision.
import type { BodyOf, endpoints, TagBasic, TagUpdateResponse } from '@site/shared/contract';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ActivityType, Database, TagsTable } from '../../db/schema.js';
import { editActivity } from '../revision/rollback.js';
import { passEditGate } from '../revision/edit-gate.js';
import { canManageTags } from '../../policies/tag-policy.js';
import { recordActivity } from '../../repositories/activities-repo.js';
import { REVISION_WAITING, writeRevision } from '../../repositories/revisions-repo.js';
import { lockTag, TAG_DELETED, TAG_NORMAL, tagInUse } from '../../repositories/tags-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { renderMarkdown } from '../markdown/render-markdown.js';
import { requirePrivilege } from '../privilege/privilege-service.js';
import { tagErrors } from './tag-errors.js';
import { presentTagBasic } from '../../presenters/tag-presenter.js';

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
const slugTaken = () => tagErrors.field('slug_name', 'error.tag.slug_name_taken');

/** The whole version a revision keeps (the timeline pages diff consecutive ones). */
const revisionContent = (t: { slug_name: string; display_name: string; original_text: string; recommend: boolean; reserved: boolean }) => ({
  slug_name: t.slug_name,
  display_name: t.display_name,
  original_text: t.original_text,
  recommend: t.recommend,
  reserved: t.reserved,
});

/**
 * POST tag (staff, and members with the privilege to create tags): a new tag; a slug any tag holds already (deleted
 * ones too) is a field error.
 */
export async function addTag(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.addTag>): Promise<TagBasic> {
  const parsed = renderMarkdown(b.original_text);
  try {
    return await db.transaction().execute(async (trx) => {
      await requirePrivilege(trx, user, 'rank.tag.add');
      const tag = await trx
        .insertInto('tags')
        .values({ slug_name: b.slug_name, display_name: b.display_name, original_text: b.original_text, parsed_text: parsed, user_id: user.id })
        .onConflict((oc) => oc.column('slug_name').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!tag) throw slugTaken();
      await writeRevision(trx, { objectType: 'tag', objectId: tag.id, userId: user.id, title: tag.display_name, content: revisionContent(tag) });
      return presentTagBasic(tag);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? slugTaken() : err;
  }
}

/** A tag's new version: the given fields over the current ones. */
type TagVersion = ReturnType<typeof revisionContent>;
const nextVersion = (tag: TagVersion, b: Partial<TagVersion>): TagVersion => ({
  slug_name: b.slug_name ?? tag.slug_name,
  display_name: b.display_name ?? tag.display_name,
  original_text: b.original_text ?? tag.original_text,
  recommend: b.recommend ?? tag.recommend,
  reserved: b.reserved ?? tag.reserved,
});

/**
 * Applies a tag version to the locked tag (a direct edit, or an approved suggestion whose revision exists already);
 * a slug another tag holds is a field error.
 */
export async function applyTagEdit(
  trx: Transaction<Database>,
  e: { tag: Selectable<TagsTable>; next: TagVersion; editorId: string; summary?: string; writeRevision: boolean; activity?: ActivityType },
) {
  const { tag, next } = e;
  if (next.slug_name !== tag.slug_name) {
    const other = await trx.selectFrom('tags').select('id').where('slug_name', '=', next.slug_name).executeTakeFirst();
    if (other) throw slugTaken();
  }
  const parsed = next.original_text === tag.original_text ? undefined : renderMarkdown(next.original_text);
  const updated = await trx
    .updateTable('tags')
    .set({ ...next, ...(parsed === undefined ? {} : { parsed_text: parsed }), updated_at: sql`now()` })
    .where('id', '=', tag.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (e.writeRevision) {
    await writeRevision(trx, {
      objectType: 'tag',
      objectId: tag.id,
      userId: e.editorId,
      title: updated.display_name,
      content: revisionContent(updated),
      summary: e.summary,
      activity: e.activity,
    });
  }
  return updated;
}

/**
 * PUT tag (activated): the given fields change and a revision records the new version. The tag's creator, staff and
 * members with the direct-edit reputation change it at once; anyone else's edit of the name or description waits for
 * review (wait_for_review). The slug and the recommend/reserved flags change only by staff (403 otherwise). An edit
 * that changes nothing writes nothing.
 */
export async function updateTag(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.updateTag>): Promise<TagUpdateResponse> {
  try {
    return await db.transaction().execute(async (trx) => {
      const tag = await lockTag(trx, b.tag_id);
      if (!tag) throw tagErrors.notFound();
      if (tag.status === TAG_DELETED) throw tagErrors.rule('error.tag.deleted');
      const next = nextVersion(tag, b);
      const staffChange = next.slug_name !== tag.slug_name || next.recommend !== tag.recommend || next.reserved !== tag.reserved;
      if (staffChange && !canManageTags(user)) throw tagErrors.staffOnly();
      const changed = staffChange || next.display_name !== tag.display_name || next.original_text !== tag.original_text;
      if (!changed) return { ...presentTagBasic(tag), wait_for_review: false };
      const gate = await passEditGate(trx, user, { kind: 'tag', objectId: tag.id, ownerId: tag.user_id, readable: true, privatePlan: false, rollbackRevisionId: b.rollback_revision_id });
      if (gate === 'suggest') {
        await writeRevision(trx, {
          objectType: 'tag',
          objectId: tag.id,
          userId: user.id,
          title: next.display_name,
          content: revisionContent(next),
          summary: b.edit_summary,
          status: REVISION_WAITING,
        });
        return { ...presentTagBasic(tag), wait_for_review: true };
      }
      const activity = await editActivity(trx, user, 'tag', tag.id, b.rollback_revision_id);
      const updated = await applyTagEdit(trx, { tag, next, editorId: user.id, summary: b.edit_summary, writeRevision: true, activity });
      return { ...presentTagBasic(updated), wait_for_review: false };
    });
  } catch (err) {
    throw isUniqueViolation(err) ? slugTaken() : err;
  }
}

/**
 * DELETE tag (staff): 'A tag with posts or synonyms cannot be deleted.' The row lock makes the check hold: a post
 * being tagged meanwhile takes a key-share lock on the tag (the post_tags foreign key) and waits, or the check sees it.
 */
export async function deleteTag(db: Kysely<Database>, user: UserRow, { tag_id }: BodyOf<typeof endpoints.deleteTag>): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const tag = await lockTag(trx, tag_id);
    if (!tag) throw tagErrors.notFound();
    if (tag.status === TAG_DELETED) return;
    if (await tagInUse(trx, tag.id)) throw tagErrors.rule('error.tag.cannot_delete');
    await trx.updateTable('tags').set({ status: TAG_DELETED, deleted_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', tag.id).execute();
    await recordActivity(trx, { objectType: 'tag', objectId: tag.id, userId: user.id, type: 'deleted' });
  });
  return null;
}

/** POST tag/recover (staff): a deleted tag is normal again (recovering a normal tag changes nothing). */
export async function recoverTag(db: Kysely<Database>, user: UserRow, { tag_id }: BodyOf<typeof endpoints.recoverTag>): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('tags')
      .set({ status: TAG_NORMAL, deleted_at: null, updated_at: sql`now()` })
      .where('id', '=', tag_id)
      .where('status', '=', TAG_DELETED)
      .returning('id')
      .executeTakeFirst();
    if (row) {
      await recordActivity(trx, { objectType: 'tag', objectId: row.id, userId: user.id, type: 'undeleted' });
      return;
    }
    const exists = await trx.selectFrom('tags').select('id').where('id', '=', tag_id).executeTakeFirst();
    if (!exists) throw tagErrors.notFound();
  });
  return null;
}
