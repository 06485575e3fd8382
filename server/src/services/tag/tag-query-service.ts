// The tag reads: one tag, the tag list, tags by slug, the user's followed tags, a tag's synonyms.
import type {
  endpoints,
  FollowingTag,
  Page,
  QueryOf,
  TagInfo,
  TagListItem,
  TagPageItem,
  TagSynonyms,
} from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { tagSynonymActions } from '@site/shared/policies';
import { canSeeTag, tagMemberActions } from '../../policies/tag-policy.js';
import { hasPrivilege } from '../privilege/privilege-service.js';
import {
  countTags,
  findFollowedTags,
  findSynonyms,
  findTag,
  findTagsBySlugs,
  followedAmong,
  listTagPage,
  TAG_NORMAL,
} from '../../repositories/tags-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { tagErrors } from './tag-errors.js';
import { presentFollowingTag, presentTagDescribed, presentTagInfo, presentTagListItem, presentTagPageItem } from '../../presenters/tag-presenter.js';

/**
 * GET tag. By slug, a synonym answers its main tag with main_tag_slug_name set (Answer's behaviour: the tag page of
 * a synonym is its main tag's); by id, the tag itself (the edit page edits exactly the tag it names).
 */
export async function getTag(db: Kysely<Database>, viewer: UserRow | null, q: QueryOf<typeof endpoints.getTag>): Promise<TagInfo> {
  let tag = await findTag(db, q.tag_id ? { id: q.tag_id } : { slug: q.tag_name! });
  if (!tag || !canSeeTag(viewer, tag)) throw tagErrors.notFound();
  let mainTagSlugName = tag.main_tag_slug_name ?? '';
  if (tag.main_tag_id && !q.tag_id) {
    const main = await findTag(db, { id: tag.main_tag_id });
    if (!main || !canSeeTag(viewer, main)) throw tagErrors.notFound();
    tag = main;
    mainTagSlugName = main.slug_name;
  }
  const followed = viewer ? await followedAmong(db, viewer.id, [tag.id]) : new Set<string>();
  return presentTagInfo(tag, { mainTagSlugName, isFollower: followed.has(tag.id), memberActions: tagMemberActions(viewer, tag) });
}

/** GET tags/page: main tags only, filtered by slug or name; a page past the last answers 404. */
export async function getTagPage(
  db: Kysely<Database>,
  viewer: UserRow | null,
  q: QueryOf<typeof endpoints.getTagPage>,
): Promise<Page<TagPageItem>> {
  const filter = { text: q.slug_name || undefined };
  const [count, rows] = await Promise.all([countTags(db, filter), listTagPage(db, filter, q.query_cond, q.page_size, (q.page - 1) * q.page_size)]);
  if (q.page > 1 && rows.length === 0) throw errors.notFound();
  const followed = viewer ? await followedAmong(db, viewer.id, rows.map((r) => r.id)) : new Set<string>();
  return { count, list: rows.map((r) => presentTagPageItem(r, followed.has(r.id))) };
}

/** GET tags?tags=a,b: the normal tags among the slugs. */
export async function getTagsBySlug(db: Kysely<Database>, q: QueryOf<typeof endpoints.getTagsBySlug>): Promise<TagListItem[]> {
  const slugs = [...new Set(q.tags.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))].slice(0, 50);
  return (await findTagsBySlugs(db, slugs)).map(presentTagListItem);
}

/** GET tags/following. */
export async function getFollowingTags(db: Kysely<Database>, user: UserRow): Promise<FollowingTag[]> {
  return (await findFollowedTags(db, user.id)).map(presentFollowingTag);
}

/** GET tag/synonyms: the synonyms of the tag's main tag (of the tag itself when it is a main tag). */
export async function getTagSynonyms(
  db: Kysely<Database>,
  viewer: UserRow | null,
  { tag_id }: QueryOf<typeof endpoints.getTagSynonyms>,
): Promise<TagSynonyms> {
  const tag = await findTag(db, { id: tag_id });
  if (!tag || tag.status !== TAG_NORMAL) throw tagErrors.notFound();
  const mainId = tag.main_tag_id ?? tag.id;
  const mainSlug = tag.main_tag_slug_name ?? tag.slug_name;
  const synonyms = await findSynonyms(db, mainId);
  return {
    synonyms: synonyms.map((s) => ({
      tag_id: s.id,
      slug_name: s.slug_name,
      display_name: s.display_name,
      main_tag_slug_name: mainSlug,
      ...presentTagDescribed(s.parsed_text),
    })),
    member_actions: tagSynonymActions(await hasPrivilege(db, viewer, 'rank.tag.synonym')),
  };
}
