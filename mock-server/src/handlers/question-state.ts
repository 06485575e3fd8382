import { http, type HttpHandler } from 'msw';
import {
  closeQuestionBodySchema,
  collectionSwitchBodySchema,
  endpoints,
  followBodySchema,
  operationQuestionBodySchema,
  questionInviteQuerySchema,
  recoverQuestionBodySchema,
  removeQuestionBodySchema,
  reopenQuestionBodySchema,
  similarByTagQuerySchema,
  updateQuestionInviteBodySchema,
  userInfoSearchQuerySchema,
  type LoggedUser,
  type QuestionDetail,
  type QuestionInfo,
  type QuestionListItem,
  type UserBasic,
} from '@site/shared/contract';
import { canViewPostDetail, mayAct, mayInteract, postMemberActions, type Actor, type PostAction, type StatePost } from '@site/shared/policies';
import { errorResponses, ok, readJson } from '../envelope.js';
import { makeUserBasic } from '../factories.js';
import { users } from '../fixtures/index.js';
import { actorOf, mockState, registerMockReset, userFromRequest } from '../state.js';
import { anyOrigin } from './paths.js';

// Post states, bookmarks, follows, related posts and invitations. Who may see a post and which actions it offers come
// from the shared rules (@site/shared/policies), the same ones the server decides with.

interface PostExtra {
  close_type: number;
  close_msg: string;
  closed_by: string;
  deleted_by: string;
  status_before_delete: number;
  deleted_at: number;
  pinned_at: number;
  collectors: Set<string>;
  followers: Set<string>;
  invited: string[];
}
const extras = new Map<string, PostExtra>();
registerMockReset(() => extras.clear());

function extraOf(id: string): PostExtra {
  let e = extras.get(id);
  if (!e) {
    e = { close_type: 0, close_msg: '', closed_by: '', deleted_by: '', status_before_delete: 1, deleted_at: 0, pinned_at: 0, collectors: new Set(), followers: new Set(), invited: [] };
    extras.set(id, e);
  }
  return e;
}

const authorOf = (q: QuestionListItem) => q.operator?.id ?? '';
const now = () => Math.floor(Date.now() / 1000);

/** The post as the shared rules read it (who closed or deleted it is kept beside the fixture). */
function stateOf(q: QuestionListItem): StatePost {
  const e = extraOf(q.id);
  return { user_id: authorOf(q), status: q.status, pin: q.pin, show: q.show, answer_count: q.answer_count, closed_by: e.closed_by || null, deleted_by: e.deleted_by || null };
}

/** question/info's detail fields for the viewer (used by the question/info handler). */
export function detailFor(info: QuestionInfo, item: QuestionListItem, viewer: LoggedUser | null): QuestionDetail {
  const e = extraOf(item.id);
  return {
    ...info,
    status: item.status,
    pin: item.pin,
    show: item.show,
    collection_count: e.collectors.size || item.collection_count,
    follow_count: e.followers.size || item.follow_count,
    collected: !!viewer && e.collectors.has(viewer.id),
    is_followed: !!viewer && e.followers.has(viewer.id),
    member_actions: postMemberActions(actorOf(viewer), stateOf(item)),
    close_type: e.close_type,
    close_msg: e.close_msg,
    deleted_at: e.deleted_at,
    pinned_at: e.pinned_at,
  };
}

/** May the viewer open the post's detail (deleted ones: author and staff only). */
export const canSeePost = (item: QuestionListItem, viewer: LoggedUser | null): boolean => canViewPostDetail(actorOf(viewer), stateOf(item));

type Parsed<T> = { ok: true; data: T; user: LoggedUser; item: QuestionListItem } | { ok: false; response: Response };

/** Who may reach a post at all: its detail's readers (state changes) or members who can see it (marks, invitations). */
type Reach = (actor: Actor | null, post: StatePost) => boolean;

/** Login, activation, body schema and the post's visibility, in the server's order. */
async function prepare<T>(
  request: Request,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } },
  idOf: (b: T) => string,
  reach: Reach = canViewPostDetail,
): Promise<Parsed<T>> {
  const user = userFromRequest(request);
  if (!user) return { ok: false, response: errorResponses.unauthorized() };
  if (user.status === 'suspended') return { ok: false, response: errorResponses.forbidden('suspended') };
  if (user.mail_status !== 1) return { ok: false, response: errorResponses.forbidden('inactive') };
  const parsed = schema.safeParse(await readJson(request));
  if (!parsed.success) return { ok: false, response: errorResponses.invalid(parsed.error.issues) };
  const item = mockState.questions.find((q) => q.id === idOf(parsed.data));
  if (!item || !reach(actorOf(user), stateOf(item))) return { ok: false, response: errorResponses.notFound('error.question.not_found') };
  return { ok: true, data: parsed.data, user, item };
}

/**
 * A state change: the shared policy says yes, or 403. The server's finer refusals (already closed, not deleted...)
 * are its own; a test that needs one overrides the handler with the canned error.
 */
function act(user: LoggedUser, item: QuestionListItem, action: PostAction, change: () => void) {
  if (!mayAct(actorOf(user), stateOf(item), action)) return errorResponses.forbidden();
  change();
  return ok(null);
}

const allUsers = (): UserBasic[] =>
  Object.values(users)
    .filter((u) => u.mail_status === 1 && u.status === 'normal')
    .map((u) => makeUserBasic({ id: u.id, username: u.username, display_name: u.display_name, avatar: u.avatar, rank: u.rank }));

export const questionStateHandlers: HttpHandler[] = [
  http.put(anyOrigin(endpoints.closeQuestion.path), async ({ request }) => {
    const p = await prepare(request, closeQuestionBodySchema, (b) => b.id);
    if (!p.ok) return p.response;
    return act(p.user, p.item, 'close', () => {
      p.item.status = 2;
      Object.assign(extraOf(p.item.id), { close_type: p.data.close_type, close_msg: p.data.close_msg, closed_by: p.user.id });
    });
  }),
  http.put(anyOrigin(endpoints.reopenQuestion.path), async ({ request }) => {
    const p = await prepare(request, reopenQuestionBodySchema, (b) => b.question_id);
    if (!p.ok) return p.response;
    return act(p.user, p.item, 'reopen', () => {
      p.item.status = 1;
      Object.assign(extraOf(p.item.id), { close_type: 0, close_msg: '', closed_by: '' });
    });
  }),
  http.put(anyOrigin(endpoints.operateQuestion.path), async ({ request }) => {
    const p = await prepare(request, operationQuestionBodySchema, (b) => b.id);
    if (!p.ok) return p.response;
    const { item } = p;
    const e = extraOf(item.id);
    return act(p.user, item, p.data.operation, () => {
      if (p.data.operation === 'pin') [item.pin, e.pinned_at] = [2, now()];
      if (p.data.operation === 'unpin') [item.pin, e.pinned_at] = [1, 0];
      if (p.data.operation === 'hide') item.show = 2;
      if (p.data.operation === 'show') item.show = 1;
    });
  }),
  http.delete(anyOrigin(endpoints.deleteQuestion.path), async ({ request }) => {
    const p = await prepare(request, removeQuestionBodySchema, (b) => b.id);
    if (!p.ok) return p.response;
    return act(p.user, p.item, 'delete', () => {
      Object.assign(extraOf(p.item.id), { status_before_delete: p.item.status, deleted_at: now(), deleted_by: p.user.id });
      p.item.status = 10;
    });
  }),
  http.post(anyOrigin(endpoints.recoverQuestion.path), async ({ request }) => {
    const p = await prepare(request, recoverQuestionBodySchema, (b) => b.question_id);
    if (!p.ok) return p.response;
    return act(p.user, p.item, 'undelete', () => {
      const e = extraOf(p.item.id);
      p.item.status = e.status_before_delete;
      Object.assign(e, { deleted_at: 0, deleted_by: '' });
    });
  }),
  http.post(anyOrigin(endpoints.switchCollection.path), async ({ request }) => {
    const p = await prepare(request, collectionSwitchBodySchema, (b) => b.object_id, mayInteract);
    if (!p.ok) return p.response;
    const e = extraOf(p.item.id);
    if (p.data.bookmark) e.collectors.add(p.user.id);
    else e.collectors.delete(p.user.id);
    return ok({ object_collection_count: e.collectors.size });
  }),
  http.post(anyOrigin(endpoints.followObject.path), async ({ request }) => {
    const p = await prepare(request, followBodySchema, (b) => b.object_id, mayInteract);
    if (!p.ok) return p.response;
    const e = extraOf(p.item.id);
    if (p.data.is_cancel) e.followers.delete(p.user.id);
    else e.followers.add(p.user.id);
    return ok({ follows: e.followers.size, is_followed: !p.data.is_cancel });
  }),
  http.get(anyOrigin(endpoints.getSimilarByTag.path), ({ request }) => {
    const q = similarByTagQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    const post = mockState.questions.find((x) => x.id === q.data.question_id);
    if (!post) return errorResponses.notFound('error.question.not_found');
    const slugs = new Set(post.tags.map((t) => t.slug_name));
    const list = mockState.questions
      .filter((x) => x.id !== post.id && x.status !== 10 && x.show === 1 && x.tags.some((t) => slugs.has(t.slug_name)))
      .slice(0, q.data.page_size)
      .map((x) => ({ id: x.id, title: x.title, url_title: x.url_title, content_type: x.content_type, answer_count: x.answer_count, vote_count: x.vote_count, accepted_answer_id: x.accepted_answer_id }));
    return ok({ count: list.length, list });
  }),
  http.get(anyOrigin(endpoints.getQuestionInvite.path), ({ request }) => {
    const q = questionInviteQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    const names = extraOf(q.data.id).invited;
    return ok(allUsers().filter((u) => names.includes(u.username)));
  }),
  http.put(anyOrigin(endpoints.updateQuestionInvite.path), async ({ request }) => {
    const p = await prepare(request, updateQuestionInviteBodySchema, (b) => b.id, mayInteract);
    if (!p.ok) return p.response;
    if (p.item.status !== 1) return errorResponses.toast('error.question.invite_closed');
    const known = new Set(allUsers().map((u) => u.username));
    if (p.data.invite_user.some((n) => !known.has(n))) {
      return errorResponses.fieldErrors([{ error_field: 'invite_user', error_msg: 'One of the invited users does not exist or cannot answer.' }]);
    }
    extraOf(p.item.id).invited = [...p.data.invite_user];
    return ok(null);
  }),
  http.get(anyOrigin(endpoints.searchUserInfo.path), ({ request }) => {
    if (!userFromRequest(request)) return errorResponses.unauthorized();
    const q = userInfoSearchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    const prefix = q.data.username.toLowerCase();
    return ok(allUsers().filter((u) => u.username.toLowerCase().startsWith(prefix) || u.display_name.toLowerCase().startsWith(prefix)).slice(0, 5));
  }),
];
