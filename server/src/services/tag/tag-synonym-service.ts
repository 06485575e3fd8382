// PUT tag/synonym: the whole synonym list of a main tag. A synonym is a tag whose main_tag_id points at the main
// tag; posts asked with a synonym get the main tag, and lists name the main tag for posts tagged before.
import type { BodyOf, endpoints } from '@site/shared/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { writeRevision } from '../../repositories/revisions-repo.js';
import { lockTag, TAG_NORMAL } from '../../repositories/tags-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { renderMarkdown } from '../markdown/render-markdown.js';
import { requirePrivilege } from '../privilege/privilege-service.js';
import { tagErrors } from './tag-errors.js';

const FIELD = 'synonym_tag_list';
const listProblem = (message: string) => tagErrors.field(FIELD, message);

type Item = { slug_name: string; display_name?: string; original_text?: string };

async function createSynonymTag(trx: Transaction<Database>, item: Item, userId: string): Promise<string> {
  const display = item.display_name?.trim() || item.slug_name;
  const original = item.original_text ?? '';
  const row = await trx
    .insertInto('tags')
    .values({ slug_name: item.slug_name, display_name: display, original_text: original, parsed_text: renderMarkdown(original), user_id: userId })
    .returning(['id', 'slug_name', 'display_name', 'recommend', 'reserved'])
    .executeTakeFirstOrThrow();
  await writeRevision(trx, {
    objectType: 'tag',
    objectId: row.id,
    userId,
    title: display,
    content: { slug_name: row.slug_name, display_name: display, original_text: original, recommend: row.recommend, reserved: row.reserved },
  });
  return row.id;
}

/**
 * Sets the synonym list of a main tag, for a member holding the synonym privilege (staff always); missing tags are
 * created (which also needs the tag-creation privilege), tags left out stop being synonyms.
 */
export async function updateTagSynonyms(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.updateTagSynonym>): Promise<null> {
  const items = new Map<string, Item>();
  for (const item of b.synonym_tag_list) if (!items.has(item.slug_name)) items.set(item.slug_name, item);
  const slugs = [...items.keys()];

  await db.transaction().execute(async (trx) => {
    await requirePrivilege(trx, user, 'rank.tag.synonym');
    const main = await lockTag(trx, b.tag_id);
    if (!main || main.status !== TAG_NORMAL) throw tagErrors.notFound();
    if (main.main_tag_id) throw tagErrors.rule('error.tag.synonym_on_synonym');
    if (items.has(main.slug_name)) throw listProblem('error.tag.synonym_of_itself');

    // Lock the candidates in id order (two staff editing overlapping lists wait rather than deadlock).
    const existing = slugs.length
      ? await trx.selectFrom('tags').selectAll().where('slug_name', 'in', slugs).orderBy('id').forUpdate().execute()
      : [];
    for (const t of existing) if (t.status !== TAG_NORMAL) throw listProblem('error.tag.synonym_deleted');
    if (existing.length) {
      const withOwn = await trx
        .selectFrom('tags')
        .select('main_tag_id')
        .where('main_tag_id', 'in', existing.map((t) => t.id))
        .where('status', '=', TAG_NORMAL)
        .limit(1)
        .executeTakeFirst();
      if (withOwn) throw listProblem('error.tag.synonym_has_synonyms');
    }

    const ids = existing.map((t) => t.id);
    const known = new Set(existing.map((t) => t.slug_name));
    const created = [...items.values()].filter((item) => !known.has(item.slug_name));
    if (created.length) await requirePrivilege(trx, user, 'rank.tag.add');
    for (const item of created) ids.push(await createSynonymTag(trx, item, user.id));

    let release = trx.updateTable('tags').set({ main_tag_id: null, updated_at: sql`now()` }).where('main_tag_id', '=', main.id);
    if (ids.length) release = release.where('id', 'not in', ids);
    await release.execute();
    if (ids.length) {
      await trx
        .updateTable('tags')
        .set({ main_tag_id: main.id, updated_at: sql`now()` })
        .where('id', 'in', ids)
        .where((eb) => eb.or([eb('main_tag_id', 'is', null), eb('main_tag_id', '!=', main.id)]))
        .execute();
    }
  });
  return null;
}
