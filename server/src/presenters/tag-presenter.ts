// What clients see of a tag: Answer's GetTagResp, GetTagPageResp, GetTagBasicResp and friends.
import type { FollowingTag, TagBasic, TagDescribed, TagInfo, TagListItem, TagPageItem } from '@site/shared/contract';
import type { Selectable } from 'kysely';
import type { TagsTable } from '../db/schema.js';
import { TAG_DELETED, type TagRow } from '../repositories/tags-repo.js';
import { unix } from './time.js';
import { plainTextExcerpt } from '../services/markdown/excerpt.js';

const EXCERPT_MAX = 240;
/** A plain-text excerpt of the sanitized description HTML. */
export const excerptOf = (html: string): string => plainTextExcerpt(html, EXCERPT_MAX);

type Tag = Selectable<TagsTable>;

export const presentTagBasic = (t: Tag): TagBasic => ({
  tag_id: t.id,
  slug_name: t.slug_name,
  display_name: t.display_name,
  recommend: t.recommend,
  reserved: t.reserved,
});

/** The description as every tag list carries it: its HTML and a plain-text excerpt of it. */
export const presentTagDescribed = (parsedText: string): TagDescribed => ({ parsed_text: parsedText, excerpt: excerptOf(parsedText) });

export const presentTagListItem = (t: Tag): TagListItem => ({ ...presentTagBasic(t), ...presentTagDescribed(t.parsed_text) });

export const presentFollowingTag = (t: TagRow): FollowingTag => ({ ...presentTagListItem(t), main_tag_slug_name: t.main_tag_slug_name ?? '' });

export function presentTagPageItem(t: Tag, isFollower: boolean): TagPageItem {
  const described = presentTagDescribed(t.parsed_text);
  return {
    ...presentTagBasic(t),
    original_text: t.original_text,
    ...described,
    description: described.excerpt,
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
