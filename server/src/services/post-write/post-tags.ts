// Turns the tags of an ask or edit request into tag rows, applying the write rules: existing tags only for
// members with the privilege to create tags create missing ones on the fly), reserved tags only for staff, a recommended tag when the site
// requires one. Synonyms stand for their main tag.
import type { QuestionTagItem } from '@site/shared/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FieldProblem } from '../../errors/app-error.js';
import { writeRevision } from '../../repositories/revisions-repo.js';
import { renderMarkdown } from '../markdown/render-markdown.js';
import { postWriteErrors, tagProblem } from './post-write-errors.js';
import { isRecommended, isReserved, type WriteSettings } from './write-settings.js';

export interface PostTag {
  id: string;
  slug_name: string;
  display_name: string;
}

/** Letters and digits of any script plus + # . - _ (no spaces: a slug is one word of the address). */
const SLUG_PATTERN = /^[\p{L}\p{N}+#.\-_]+$/u;
const TAG_NORMAL = 1;

export interface ResolveTagsInput {
  items: { slug_name: string; display_name?: string; original_text?: string }[];
  userId: string;
  /** Reserved tags: staff only. */
  staff: boolean;
  /** Throws (the reputation creating a tag needs) unless the writer may create the tags the post names. */
  mayCreate: () => Promise<void>;
  settings: WriteSettings;
  lang: string;
  /** Tags the post already carries: an edit may keep a reserved tag a moderator added. */
  keep?: Set<string>;
}

/** Resolves (and, with the privilege, creates) the tags, or throws the first rule broken as a field error on `tags`. */
export async function resolvePostTags(trx: Transaction<Database>, input: ResolveTagsInput): Promise<PostTag[]> {
  const { settings, lang, staff } = input;
  const fail = (p: FieldProblem): never => {
    throw postWriteErrors.field(p);
  };
  const wanted = new Map<string, QuestionTagItem>();
  for (const item of input.items) {
    const slug = item.slug_name.trim().toLowerCase();
    if (!SLUG_PATTERN.test(slug)) fail(tagProblem('error.question.tag_slug_invalid', item.slug_name, lang));
    if (!wanted.has(slug)) wanted.set(slug, { ...item, slug_name: slug });
  }
  const slugs = [...wanted.keys()];
  const rows = await trx
    .selectFrom('tags as t')
    .leftJoin('tags as m', 'm.id', 't.main_tag_id')
    .select([
      't.id', 't.slug_name', 't.display_name', 't.status', 't.recommend', 't.reserved',
      'm.id as main_id', 'm.slug_name as main_slug', 'm.display_name as main_display', 'm.status as main_status',
      'm.recommend as main_recommend', 'm.reserved as main_reserved',
    ])
    .where('t.slug_name', 'in', slugs)
    .execute();
  const bySlug = new Map(rows.map((r) => [r.slug_name, r]));

  const out = new Map<string, PostTag & { recommend: boolean; reserved: boolean }>();
  const missing: QuestionTagItem[] = [];
  for (const [slug, item] of wanted) {
    const row = bySlug.get(slug);
    if (!row) {
      missing.push(item);
      continue;
    }
    const main = row.main_id
      ? { id: row.main_id, slug_name: row.main_slug!, display_name: row.main_display!, status: row.main_status!, recommend: row.main_recommend!, reserved: row.main_reserved! }
      : row;
    if (main.status !== TAG_NORMAL) fail(tagProblem('error.question.tag_deleted', slug, lang));
    if (!staff && isReserved(settings, main) && !input.keep?.has(main.id)) fail(tagProblem('error.question.tag_reserved', main.display_name, lang));
    out.set(main.id, { id: main.id, slug_name: main.slug_name, display_name: main.display_name, recommend: main.recommend, reserved: main.reserved });
  }
  if (settings.requiredTag) {
    const hasRecommended = [...out.values()].some((t) => isRecommended(settings, t)) || missing.some((m) => settings.recommendTags.has(m.slug_name));
    if (!hasRecommended) fail({ field: 'tags', message: 'error.question.recommended_tag_required' });
  }
  if (missing.length > 0) await input.mayCreate();
  for (const item of missing) {
    const tag = await createTag(trx, item, input.userId);
    out.set(tag.id, tag);
  }
  return [...out.values()].map(({ id, slug_name, display_name }) => ({ id, slug_name, display_name }));
}

/** A staff member's new tag, created with the post (writes the tag's first revision). */
async function createTag(trx: Transaction<Database>, item: QuestionTagItem, userId: string): Promise<PostTag & { recommend: boolean; reserved: boolean }> {
  const display = item.display_name?.trim() || item.slug_name;
  const original = item.original_text ?? '';
  const inserted = await trx
    .insertInto('tags')
    .values({ slug_name: item.slug_name, display_name: display, original_text: original, parsed_text: renderMarkdown(original), user_id: userId })
    .onConflict((oc) => oc.column('slug_name').doNothing())
    .returning(['id', 'slug_name', 'display_name', 'recommend', 'reserved'])
    .executeTakeFirst();
  if (!inserted) {
    // Created by a concurrent request since we looked: use it.
    return trx.selectFrom('tags').select(['id', 'slug_name', 'display_name', 'recommend', 'reserved']).where('slug_name', '=', item.slug_name).executeTakeFirstOrThrow();
  }
  await writeRevision(trx, {
    objectType: 'tag',
    objectId: inserted.id,
    userId,
    title: display,
    content: { slug_name: inserted.slug_name, display_name: display, original_text: original },
  });
  return inserted;
}
