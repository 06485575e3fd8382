import type { HttpHandler } from 'msw';
import { endpoints, TagStatus, type LoggedUser, type TagBasic, type TagDescribed, type TagInfo, type TagPageItem } from '@site/shared/contract';
import { canManageTags, canSeeTag, tagMemberActions, tagSynonymActions } from '@site/shared/policies';
import { errorResponses } from '../envelope.js';
import { handle } from '../handle.js';
import { actorOf, registerMockReset } from '../state.js';

/** A stored tag of the mock; its counts are fixture figures (counting posts and followers is the server's). */
interface MockTag {
  id: string;
  slug_name: string;
  display_name: string;
  original_text: string;
  main_tag_id: string | null;
  status: number;
  question_count: number;
  follow_count: number;
  recommend: boolean;
  reserved: boolean;
  created_at: number;
}

const T0 = 1767225600;
const tag = (id: string, slug: string, display: string, text: string, extra: Partial<MockTag> = {}): MockTag => ({
  id,
  slug_name: slug,
  display_name: display,
  original_text: text,
  main_tag_id: null,
  status: TagStatus.available,
  question_count: 0,
  follow_count: 0,
  recommend: false,
  reserved: false,
  created_at: T0 - Number(id) * 60,
  ...extra,
});

/** Fixture tags: the two the fixture posts carry, an unused one, and a synonym of react. */
const initialTags = (): MockTag[] => [
  tag('101', 'general', 'General', 'Anything that fits **nowhere** else.', { question_count: 13, follow_count: 3 }),
  tag('102', 'react', 'React', 'A library for building user interfaces.', { question_count: 12, follow_count: 7, recommend: true }),
  tag('103', 'unused', 'Unused', ''),
  tag('104', 'reactjs', 'ReactJS', '', { main_tag_id: '102' }),
];

let tags = initialTags();
/** Followed tag ids by user id. */
let follows = new Map<string, Set<string>>([['3', new Set(['102'])]]);
let nextId = 200;
registerMockReset(() => {
  tags = initialTags();
  follows = new Map([['3', new Set(['102'])]]);
  nextId = 200;
});

// Fixture text only: the description escaped in a paragraph, **bold** kept (the server renders real markdown).
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const parsed = (text: string) => (text.trim() ? `<p>${escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>` : '');
const followed = (u: LoggedUser | null) => (u ? (follows.get(u.id) ?? new Set<string>()) : new Set<string>());
const bySlug = (slug: string) => tags.find((t) => t.slug_name === slug);
const byId = (id: string) => tags.find((t) => t.id === id);
const mainSlugOf = (t: MockTag) => (t.main_tag_id ? (byId(t.main_tag_id)?.slug_name ?? '') : '');
const notFound = () => errorResponses.notFound('error.tag.not_found');

/** The description as every tag list carries it. */
const described = (t: MockTag): TagDescribed => ({ parsed_text: parsed(t.original_text), excerpt: t.original_text.replace(/\*\*/g, '') });
const basic = (t: MockTag): TagBasic => ({ tag_id: t.id, slug_name: t.slug_name, display_name: t.display_name, recommend: t.recommend, reserved: t.reserved });

function pageItem(t: MockTag, u: LoggedUser | null): TagPageItem {
  const d = described(t);
  return {
    ...basic(t),
    original_text: t.original_text,
    ...d,
    description: d.excerpt,
    question_count: t.question_count,
    follow_count: t.follow_count,
    is_follower: followed(u).has(t.id),
    created_at: t.created_at,
    updated_at: t.created_at,
  };
}

function info(t: MockTag, u: LoggedUser | null, mainSlug: string): TagInfo {
  const member_actions = tagMemberActions(actorOf(u), t);
  return { ...pageItem(t, u), main_tag_slug_name: mainSlug, status: t.status === TagStatus.deleted ? 'deleted' : 'available', member_actions };
}

/**
 * Every tag call over the fixture tags: list, info, by slug, following, follow, create, edit, delete, recover,
 * synonyms. The writes only record the change; the server's refusals (a taken slug, flags or slug changed by a
 * member, a tag in use, synonym rules, an unknown tag to follow) are a test's `cannedAnswer`.
 */
export const tagHandlers: HttpHandler[] = [
  handle(endpoints.getTag, ({ query, user }) => {
    let t = query.tag_id ? byId(query.tag_id) : bySlug(query.tag_name!);
    if (!t || !canSeeTag(actorOf(user), t)) return notFound();
    let mainSlug = mainSlugOf(t);
    // A synonym asked for by name answers its main tag.
    if (t.main_tag_id && !query.tag_id) {
      t = byId(t.main_tag_id)!;
      mainSlug = t.slug_name;
    }
    return info(t, user, mainSlug);
  }),
  handle(endpoints.getTagPage, ({ query, user }) => {
    const { page, page_size, slug_name, query_cond } = query;
    const text = (slug_name ?? '').toLowerCase();
    // Every fixture main tag is listed (whether a deleted tag is, is the server's rule).
    let list = tags.filter((t) => !t.main_tag_id);
    if (text) list = list.filter((t) => t.slug_name.includes(text) || t.display_name.toLowerCase().includes(text));
    if (query_cond === 'name') list.sort((a, b) => a.slug_name.localeCompare(b.slug_name));
    else if (query_cond === 'newest') list.sort((a, b) => b.created_at - a.created_at);
    else list.sort((a, b) => b.question_count - a.question_count || b.follow_count - a.follow_count);
    const start = (page - 1) * page_size;
    if (start > 0 && start >= list.length) return errorResponses.notFound();
    return { count: list.length, list: list.slice(start, start + page_size).map((t) => pageItem(t, user)) };
  }),
  handle(endpoints.getTagsBySlug, ({ query }) => {
    const slugs = query.tags.split(',').map((s) => s.trim().toLowerCase());
    return tags.filter((t) => slugs.includes(t.slug_name)).map((t) => ({ ...basic(t), ...described(t) }));
  }),
  handle(endpoints.getFollowingTags, ({ user }) =>
    tags.filter((t) => followed(user).has(t.id)).map((t) => ({ ...basic(t), main_tag_slug_name: mainSlugOf(t), ...described(t) })),
  ),
  handle(endpoints.updateFollowTags, ({ body, user }) => {
    // Recorded as sent, so is_follower follows it; follow_count stays the fixture's (the server counts followers).
    follows.set(user.id, new Set(body.slug_name_list.flatMap((s) => bySlug(s)?.id ?? [])));
    return null;
  }),
  handle(endpoints.addTag, ({ body }) => {
    const t = tag(String(nextId++), body.slug_name, body.display_name, body.original_text, { created_at: T0 + nextId });
    tags.push(t);
    return basic(t);
  }),
  handle(endpoints.updateTag, ({ body }) => {
    const t = byId(body.tag_id);
    if (!t) return notFound();
    const { slug_name, display_name, original_text, recommend, reserved } = body;
    Object.assign(t, {
      slug_name: slug_name ?? t.slug_name,
      display_name: display_name ?? t.display_name,
      original_text: original_text ?? t.original_text,
      recommend: recommend ?? t.recommend,
      reserved: reserved ?? t.reserved,
    });
    return { ...basic(t), wait_for_review: false };
  }),
  handle(endpoints.deleteTag, ({ body }) => {
    const t = byId(body.tag_id);
    if (!t) return notFound();
    t.status = TagStatus.deleted;
    return null;
  }),
  handle(endpoints.recoverTag, ({ body }) => {
    const t = byId(body.tag_id);
    if (!t) return notFound();
    t.status = TagStatus.available;
    return null;
  }),
  handle(endpoints.getTagSynonyms, ({ query, user }) => {
    const t = byId(query.tag_id);
    if (!t) return notFound();
    const main = t.main_tag_id ? byId(t.main_tag_id)! : t;
    const synonyms = tags
      .filter((x) => x.main_tag_id === main.id)
      .map((x) => ({ tag_id: x.id, slug_name: x.slug_name, display_name: x.display_name, main_tag_slug_name: main.slug_name, ...described(x) }));
    return { synonyms, member_actions: tagSynonymActions(canManageTags(actorOf(user))) };
  }),
  handle(endpoints.updateTagSynonym, ({ body }) => {
    const main = byId(body.tag_id);
    if (!main) return notFound();
    const slugs = body.synonym_tag_list.map((i) => i.slug_name);
    for (const item of body.synonym_tag_list) {
      if (!bySlug(item.slug_name)) tags.push(tag(String(nextId++), item.slug_name, item.display_name || item.slug_name, ''));
    }
    // The list after the call: the slugs given point at the main tag, the others stop being its synonyms.
    for (const t of tags) {
      if (t !== main && slugs.includes(t.slug_name)) t.main_tag_id = main.id;
      else if (t.main_tag_id === main.id) t.main_tag_id = null;
    }
    return null;
  }),
];
