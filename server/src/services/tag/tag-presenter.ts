// What clients see of a tag: Answer's GetTagResp, GetTagPageResp, GetTagBasicResp and friends.
import type { FollowingTag, TagBasic, TagInfo, TagPageItem } from '@site/shared/contract';
import type { Selectable } from 'kysely';
import type { TagsTable } from '../../db/schema.js';
import { TAG_DELETED, type TagRow } from '../../repositories/tags-repo.js';
import { unix } from '../../presenters/time.js';

const EXCERPT_MAX = 240;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A plain-text excerpt of the sanitized description HTML. */
export function excerptOf(html: string): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d|\/pre|\/blockquote|\/tr)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX)}...` : text;
}

type Tag = Selectable<TagsTable>;

export const presentTagBasic = (t: Tag): TagBasic => ({
  tag_id: t.id,
  slug_name: t.slug_name,
  display_name: t.display_name,
  recommend: t.recommend,
  reserved: t.reserved,
});

export const presentFollowingTag = (t: TagRow): FollowingTag => ({ ...presentTagBasic(t), main_tag_slug_name: t.main_tag_slug_name ?? '' });

export function presentTagPageItem(t: Tag, isFollower: boolean): TagPageItem {
  const excerpt = excerptOf(t.parsed_text);
  return {
    ...presentTagBasic(t),
    original_text: t.original_text,
    parsed_text: t.parsed_text,
    excerpt,
    description: excerpt,
    question_count: t.question_count,
    follow_count: t.follow_count,
    is_follower: isFollower,
    created_at: unix(t.created_at),
    updated_at: unix(t.updated_at),
  };
}

export function presentTagInfo(t: Tag, x: { mainTagSlugName: string; isFollower: boolean; memberActions: TagInfo['member_actions'] }): TagInfo {
  return {
    ...presentTagPageItem(t, x.isFollower),
    main_tag_slug_name: x.mainTagSlugName,
    status: t.status === TAG_DELETED ? 'deleted' : 'available',
    member_actions: x.memberActions,
  };
}
