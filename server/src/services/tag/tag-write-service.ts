// POST, PUT and DELETE tag, POST tag/recover: one transaction each, every create and edit with its revision.
import type { BodyOf, endpoints, TagBasic } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { canManageTags } from '../../policies/tag-policy.js';
import { writeRevision } from '../../repositories/revisions-repo.js';
import { lockTag, TAG_DELETED, TAG_NORMAL, tagInUse } from '../../repositories/tags-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { renderMarkdown } from '../markdown/render-markdown.js';
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

/** POST tag (staff): a new tag; a slug any tag holds already (deleted ones too) is a field error. */
export async function addTag(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.addTag>): Promise<TagBasic> {
  const parsed = renderMarkdown(b.original_text);
  try {
    return await db.transaction().execute(async (trx) => {
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

/**
 * PUT tag (activated): the given fields change and a revision records the new version. Members' edits apply at
 * once; the slug and the recommend/reserved flags change only by staff (403 otherwise). An edit that changes
 * nothing writes nothing.
 */
export async function updateTag(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.updateTag>): Promise<TagBasic> {
  const parsed = b.original_text === undefined ? undefined : renderMarkdown(b.original_text);
  try {
    return await db.transaction().execute(async (trx) => {
      const tag = await lockTag(trx, b.tag_id);
      if (!tag) throw tagErrors.notFound();
      if (tag.status === TAG_DELETED) throw tagErrors.rule('error.tag.deleted');
      const next = {
        slug_name: b.slug_name ?? tag.slug_name,
        display_name: b.display_name ?? tag.display_name,
        original_text: b.original_text ?? tag.original_text,
        recommend: b.recommend ?? tag.recommend,
        reserved: b.reserved ?? tag.reserved,
      };
      const staffChange = next.slug_name !== tag.slug_name || next.recommend !== tag.recommend || next.reserved !== tag.reserved;
      if (staffChange && !canManageTags(user)) throw tagErrors.staffOnly();
      const changed = staffChange || next.display_name !== tag.display_name || next.original_text !== tag.original_text;
      if (!changed) return presentTagBasic(tag);
      if (next.slug_name !== tag.slug_name) {
        const other = await trx.selectFrom('tags').select('id').where('slug_name', '=', next.slug_name).executeTakeFirst();
        if (other) throw slugTaken();
      }
      const updated = await trx
        .updateTable('tags')
        .set({ ...next, ...(parsed === undefined ? {} : { parsed_text: parsed }), updated_at: sql`now()` })
        .where('id', '=', tag.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeRevision(trx, {
        objectType: 'tag',
        objectId: tag.id,
        userId: user.id,
        title: updated.display_name,
        content: revisionContent(updated),
        summary: b.edit_summary,
      });
      return presentTagBasic(updated);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? slugTaken() : err;
  }
}

/**
 * DELETE tag (staff): 'A tag with posts or synonyms cannot be deleted.' The row lock makes the check hold: a post
 * being tagged meanwhile takes a key-share lock on the tag (the post_tags foreign key) and waits, or the check sees it.
 */
export async function deleteTag(db: Kysely<Database>, { tag_id }: BodyOf<typeof endpoints.deleteTag>): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const tag = await lockTag(trx, tag_id);
    if (!tag) throw tagErrors.notFound();
    if (tag.status === TAG_DELETED) return;
    if (await tagInUse(trx, tag.id)) throw tagErrors.rule('error.tag.cannot_delete');
    await trx.updateTable('tags').set({ status: TAG_DELETED, deleted_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', tag.id).execute();
  });
  return null;
}

/** POST tag/recover (staff): a deleted tag is normal again (recovering a normal tag changes nothing). */
export async function recoverTag(db: Kysely<Database>, { tag_id }: BodyOf<typeof endpoints.recoverTag>): Promise<null> {
  const row = await db
    .updateTable('tags')
    .set({ status: TAG_NORMAL, deleted_at: null, updated_at: sql`now()` })
    .where('id', '=', tag_id)
    .where('status', '=', TAG_DELETED)
    .returning('id')
    .executeTakeFirst();
  if (!row) {
    const exists = await db.selectFrom('tags').select('id').where('id', '=', tag_id).executeTakeFirst();
    if (!exists) throw tagErrors.notFound();
  }
  return null;
}
