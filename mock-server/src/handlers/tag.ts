import { http, type HttpHandler } from 'msw';
import {
  endpoints,
  followTagsBodySchema,
  tagAddBodySchema,
  tagIdBodySchema,
  tagInfoQuerySchema,
  tagPageQuerySchema,
  tagsBySlugQuerySchema,
  tagSynonymsQuerySchema,
  tagSynonymUpdateBodySchema,
  tagUpdateBodySchema,
  type LoggedUser,
  type TagDescribed,
  type TagInfo,
  type TagPageItem,
} from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { canManageTags, canSeeTag, tagMemberActions, tagSynonymActions } from '@site/shared/policies';
import { errorResponses, ok, readJson } from '../envelope.js';
import { actorOf, mockState, registerMockReset, userFromRequest } from '../state.js';
import { anyOrigin } from './paths.js';

/** A stored tag of the mock (question_count is counted from the fixture posts). */
interface MockTag {
  id: string;
  slug_name: string;
  display_name: string;
  original_text: string;
  main_tag_id: string | null;
  status: 1 | 10;
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
  status: 1,
  follow_count: 0,
  recommend: false,
  reserved: false,
  created_at: T0 - Number(id) * 60,
  ...extra,
});

/** Fixture tags: the two the fixture posts carry, an unused one, and a synonym of react. */
const initialTags = (): MockTag[] => [
  tag('101', 'general', 'General', 'Anything that fits **nowhere** else.', { follow_count: 3 }),
  tag('102', 'react', 'React', 'A library for building user interfaces.', { follow_count: 7, recommend: true }),
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

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const parsed = (text: string) => (text.trim() ? `<p>${escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>` : '');
const questionCount = (t: MockTag) => mockState.questions.filter((q) => q.status !== 10 && q.tags.some((x) => x.slug_name === t.slug_name)).length;
const isStaff = (u: LoggedUser | null) => canManageTags(actorOf(u));
const followed = (u: LoggedUser | null) => (u ? (follows.get(u.id) ?? new Set<string>()) : new Set<string>());
const bySlug = (slug: string) => tags.find((t) => t.slug_name === slug);
const byId = (id: string) => tags.find((t) => t.id === id);
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The description as every tag list carries it. */
const described = (t: MockTag): TagDescribed => ({ parsed_text: parsed(t.original_text), excerpt: t.original_text.replace(/\*\*/g, '') });

function pageItem(t: MockTag, u: LoggedUser | null): TagPageItem {
  const d = described(t);
  return {
    tag_id: t.id,
    slug_name: t.slug_name,
    display_name: t.display_name,
    original_text: t.original_text,
    ...d,
    description: d.excerpt,
    question_count: questionCount(t),
    follow_count: t.follow_count,
    is_follower: followed(u).has(t.id),
    recommend: t.recommend,
    reserved: t.reserved,
    created_at: t.created_at,
    updated_at: t.created_at,
  };
}

function info(t: MockTag, u: LoggedUser | null, mainSlug: string): TagInfo {
  const member_actions = tagMemberActions(actorOf(u), t);
  return { ...pageItem(t, u), main_tag_slug_name: mainSlug, status: t.status === 10 ? 'deleted' : 'available', member_actions };
}

/** Who may call: 'logged', 'activated' or 'staff'; answers the refusal, or null. */
function refuse(u: LoggedUser | null, need: 'logged' | 'activated' | 'staff') {
  if (!u) return errorResponses.unauthorized();
  if (need === 'logged') return null;
  if (u.mail_status !== 1) return errorResponses.forbidden('inactive');
  if (need === 'staff' && !isStaff(u)) return errorResponses.forbidden();
  return null;
}

const fieldError = (field: string, key: string) => errorResponses.fieldErrors([{ error_field: field, error_msg: translate(key) }]);

/** Every tag call: list, info, by slug, following, follow, create, edit, delete, recover, synonyms. */
export const tagHandlers: HttpHandler[] = [
  http.get(anyOrigin(endpoints.getTag.path), ({ request }) => {
    const q = tagInfoQuerySchema.safeParse(query(request));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    const u = userFromRequest(request);
    let t = q.data.tag_id ? byId(q.data.tag_id) : bySlug(q.data.tag_name!);
    if (!t || !canSeeTag(actorOf(u), t)) return errorResponses.notFound('error.tag.not_found');
    let mainSlug = t.main_tag_id ? (byId(t.main_tag_id)?.slug_name ?? '') : '';
    if (t.main_tag_id && !q.data.tag_id) {
      t = byId(t.main_tag_id)!;
      mainSlug = t.slug_name;
    }
    return ok(info(t, u, mainSlug));
  }),
  http.get(anyOrigin(endpoints.getTagPage.path), ({ request }) => {
    const q = tagPageQuerySchema.safeParse(query(request));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    const { page, page_size, slug_name, query_cond } = q.data;
    const text = (slug_name ?? '').toLowerCase();
    let list = tags.filter((t) => t.status === 1 && !t.main_tag_id);
    if (text) list = list.filter((t) => t.slug_name.includes(text) || t.display_name.toLowerCase().includes(text));
    if (query_cond === 'name') list.sort((a, b) => a.slug_name.localeCompare(b.slug_name));
    else if (query_cond === 'newest') list.sort((a, b) => b.created_at - a.created_at);
    else list.sort((a, b) => questionCount(b) - questionCount(a) || b.follow_count - a.follow_count);
    const start = (page - 1) * page_size;
    if (start > 0 && start >= list.length) return errorResponses.notFound();
    const u = userFromRequest(request);
    return ok({ count: list.length, list: list.slice(start, start + page_size).map((t) => pageItem(t, u)) });
  }),
  http.get(anyOrigin(endpoints.getTagsBySlug.path), ({ request }) => {
    const q = tagsBySlugQuerySchema.safeParse(query(request));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    const slugs = q.data.tags.split(',').map((s) => s.trim().toLowerCase());
    const found = tags.filter((t) => t.status === 1 && slugs.includes(t.slug_name));
    return ok(
      found.map((t) => ({ tag_id: t.id, slug_name: t.slug_name, display_name: t.display_name, recommend: t.recommend, reserved: t.reserved, ...described(t) })),
    );
  }),
  http.get(anyOrigin(endpoints.getFollowingTags.path), ({ request }) => {
    const u = userFromRequest(request);
    const no = refuse(u, 'logged');
    if (no) return no;
    const list = tags.filter((t) => t.status === 1 && followed(u).has(t.id));
    return ok(
      list.map((t) => ({
        tag_id: t.id,
        slug_name: t.slug_name,
        display_name: t.display_name,
        recommend: t.recommend,
        reserved: t.reserved,
        main_tag_slug_name: t.main_tag_id ? (byId(t.main_tag_id)?.slug_name ?? '') : '',
        ...described(t),
      })),
    );
  }),
  http.put(anyOrigin(endpoints.updateFollowTags.path), async ({ request }) => {
    const u = userFromRequest(request);
    const no = refuse(u, 'activated');
    if (no) return no;
    const b = followTagsBodySchema.safeParse(await readJson(request));
    if (!b.success) return errorResponses.invalid(b.error.issues);
    const wanted = b.data.slug_name_list.map((s) => bySlug(s));
    if (wanted.some((t) => !t || t.status !== 1)) return fieldError('slug_name_list', 'error.tag.not_found');
    const before = followed(u);
    const after = new Set(wanted.map((t) => t!.id));
    for (const t of tags) t.follow_count += (after.has(t.id) ? 1 : 0) - (before.has(t.id) ? 1 : 0);
    follows.set(u!.id, after);
    return ok(null);
  }),
  http.post(anyOrigin(endpoints.addTag.path), async ({ request }) => {
    const no = refuse(userFromRequest(request), 'staff');
    if (no) return no;
    const b = tagAddBodySchema.safeParse(await readJson(request));
    if (!b.success) return errorResponses.invalid(b.error.issues);
    if (bySlug(b.data.slug_name)) return fieldError('slug_name', 'error.tag.slug_name_taken');
    const t = tag(String(nextId++), b.data.slug_name, b.data.display_name, b.data.original_text, { created_at: T0 + nextId });
    tags.push(t);
    return ok({ tag_id: t.id, slug_name: t.slug_name, display_name: t.display_name, recommend: false, reserved: false });
  }),
  http.put(anyOrigin(endpoints.updateTag.path), async ({ request }) => {
    const u = userFromRequest(request);
    const no = refuse(u, 'activated');
    if (no) return no;
    const b = tagUpdateBodySchema.safeParse(await readJson(request));
    if (!b.success) return errorResponses.invalid(b.error.issues);
    const t = byId(b.data.tag_id);
    if (!t) return errorResponses.notFound('error.tag.not_found');
    if (t.status === 10) return errorResponses.toast('error.tag.deleted');
    const slug = b.data.slug_name ?? t.slug_name;
    const staffChange = slug !== t.slug_name || (b.data.recommend ?? t.recommend) !== t.recommend || (b.data.reserved ?? t.reserved) !== t.reserved;
    if (staffChange && !isStaff(u)) return errorResponses.forbidden(undefined, translate('error.tag.flags_staff_only'));
    if (slug !== t.slug_name && bySlug(slug)) return fieldError('slug_name', 'error.tag.slug_name_taken');
    Object.assign(t, {
      slug_name: slug,
      display_name: b.data.display_name ?? t.display_name,
      original_text: b.data.original_text ?? t.original_text,
      recommend: b.data.recommend ?? t.recommend,
      reserved: b.data.reserved ?? t.reserved,
    });
    return ok({ tag_id: t.id, slug_name: t.slug_name, display_name: t.display_name, recommend: t.recommend, reserved: t.reserved });
  }),
  http.delete(anyOrigin(endpoints.deleteTag.path), async ({ request }) => {
    const no = refuse(userFromRequest(request), 'staff');
    if (no) return no;
    const b = tagIdBodySchema.safeParse(await readJson(request));
    if (!b.success) return errorResponses.invalid(b.error.issues);
    const t = byId(b.data.tag_id);
    if (!t) return errorResponses.notFound('error.tag.not_found');
    // Whether a tag may go (no posts, no live synonyms) is counted in the server's database, not here: a test that
    // needs the refusal overrides this handler with errorResponses.toast('error.tag.cannot_delete').
    t.status = 10;
    return ok(null);
  }),
  http.post(anyOrigin(endpoints.recoverTag.path), async ({ request }) => {
    const no = refuse(userFromRequest(request), 'staff');
    if (no) return no;
    const b = tagIdBodySchema.safeParse(await readJson(request));
    if (!b.success) return errorResponses.invalid(b.error.issues);
    const t = byId(b.data.tag_id);
    if (!t) return errorResponses.notFound('error.tag.not_found');
    t.status = 1;
    return ok(null);
  }),
  http.get(anyOrigin(endpoints.getTagSynonyms.path), ({ request }) => {
    const q = tagSynonymsQuerySchema.safeParse(query(request));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    const t = byId(q.data.tag_id);
    if (!t || t.status !== 1) return errorResponses.notFound('error.tag.not_found');
    const main = t.main_tag_id ? byId(t.main_tag_id)! : t;
    const synonyms = tags
      .filter((x) => x.main_tag_id === main.id && x.status === 1)
      .map((x) => ({ tag_id: x.id, slug_name: x.slug_name, display_name: x.display_name, main_tag_slug_name: main.slug_name, ...described(x) }));
    const u = userFromRequest(request);
    return ok({ synonyms, member_actions: tagSynonymActions(actorOf(u)) });
  }),
  http.put(anyOrigin(endpoints.updateTagSynonym.path), async ({ request }) => {
    const no = refuse(userFromRequest(request), 'staff');
    if (no) return no;
    const raw = await readJson(request);
    const b = tagSynonymUpdateBodySchema.safeParse(raw);
    if (!b.success) {
      return errorResponses.fieldErrors(
        b.error.issues.slice(0, 1).map((i) => ({ error_field: String(i.path[0] ?? ''), error_msg: translate(i.message) })),
      );
    }
    const main = byId(b.data.tag_id);
    if (!main || main.status !== 1) return errorResponses.notFound('error.tag.not_found');
    if (main.main_tag_id) return errorResponses.toast('error.tag.synonym_on_synonym');
    const slugs = b.data.synonym_tag_list.map((i) => i.slug_name);
    if (slugs.includes(main.slug_name)) return fieldError('synonym_tag_list', 'error.tag.synonym_of_itself');
    for (const item of b.data.synonym_tag_list) {
      if (!bySlug(item.slug_name)) tags.push(tag(String(nextId++), item.slug_name, item.display_name || item.slug_name, ''));
    }
    for (const t of tags) {
      if (slugs.includes(t.slug_name)) t.main_tag_id = main.id;
      else if (t.main_tag_id === main.id) t.main_tag_id = null;
    }
    return ok(null);
  }),
];
