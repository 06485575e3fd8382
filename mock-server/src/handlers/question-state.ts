import type { HttpHandler } from 'msw';
import {
  endpoints,
  PostStatus,
  USER_SEARCH_LIMIT,
  type LoggedUser,
  type QuestionDetail,
  type QuestionInfo,
  type QuestionListItem,
  type UserBasic,
} from '@site/shared/contract';
import { canViewPostDetail, mayAct, mayInteract, postMemberActions, type Actor, type PostAction, type StatePost } from '@site/shared/policies';
import { errorResponses } from '../envelope.js';
import { makeUserBasic } from '../factories.js';
import { users } from '../fixtures/index.js';
import { handle } from '../handle.js';
import { actorOf, mockState, registerMockReset } from '../state.js';

// Post states, bookmarks, follows, related posts and invitations, recorded on the fixtures so a flow shows its result.
// Who may see a post and act on it comes from the shared rules (@site/shared/policies), the code the server runs;
// the server's other refusals (already closed, invitations closed, unknown invitee...) are canned by the tests.

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
    e = { close_type: 0, close_msg: '', closed_by: '', deleted_by: '', status_before_delete: PostStatus.normal, deleted_at: 0, pinned_at: 0, collectors: new Set(), followers: new Set(), invited: [] };
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
    // The counts are the fixture's (the server counts bookmarks and followers); whether the viewer has bookmarked or
    // follows the post is what their last call said.
    collection_count: item.collection_count,
    follow_count: item.follow_count,
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

const notFound = () => errorResponses.notFound('error.question.not_found');

/** The fixture post, when the shared rule `reach` lets the user reach it (else the caller answers 404). */
function reachable(id: string, user: LoggedUser, reach: (actor: Actor, post: StatePost) => boolean): QuestionListItem | null {
  const item = mockState.questions.find((q) => q.id === id);
  return item && reach(actorOf(user), stateOf(item)) ? item : null;
}

/** A state change on a post the user can open: recorded when the shared `mayAct` allows it, else 403. */
function act(id: string, user: LoggedUser, action: PostAction, change: (item: QuestionListItem, e: PostExtra) => void) {
  const item = reachable(id, user, canViewPostDetail);
  if (!item) return notFound();
  if (!mayAct(actorOf(user), stateOf(item), action)) return errorResponses.forbidden();
  change(item, extraOf(item.id));
  return null;
}

// Every fixture user can be found and invited: which members may be (activated, not suspended) is the server's rule.
const allUsers = (): UserBasic[] =>
  Object.values(users).map((u) => makeUserBasic({ id: u.id, username: u.username, display_name: u.display_name, avatar: u.avatar, rank: u.rank }));

export const questionStateHandlers: HttpHandler[] = [
  handle(endpoints.closeQuestion, ({ body, user }) =>
    act(body.id, user, 'close', (item, e) => {
      item.status = PostStatus.closed;
      Object.assign(e, { close_type: body.close_type, close_msg: body.close_msg, closed_by: user.id });
    }),
  ),
  handle(endpoints.reopenQuestion, ({ body, user }) =>
    act(body.question_id, user, 'reopen', (item, e) => {
      item.status = PostStatus.normal;
      Object.assign(e, { close_type: 0, close_msg: '', closed_by: '' });
    }),
  ),
  handle(endpoints.operateQuestion, ({ body, user }) =>
    act(body.id, user, body.operation, (item, e) => {
      if (body.operation === 'pin') [item.pin, e.pinned_at] = [2, now()];
      if (body.operation === 'unpin') [item.pin, e.pinned_at] = [1, 0];
      if (body.operation === 'hide') item.show = 2;
      if (body.operation === 'show') item.show = 1;
    }),
  ),
  handle(endpoints.deleteQuestion, ({ body, user }) =>
    act(body.id, user, 'delete', (item, e) => {
      Object.assign(e, { status_before_delete: item.status, deleted_at: now(), deleted_by: user.id });
      item.status = PostStatus.deleted;
    }),
  ),
  handle(endpoints.recoverQuestion, ({ body, user }) =>
    act(body.question_id, user, 'undelete', (item, e) => {
      item.status = e.status_before_delete;
      Object.assign(e, { deleted_at: 0, deleted_by: '' });
    }),
  ),
  handle(endpoints.switchCollection, ({ body, user }) => {
    const item = reachable(body.object_id, user, mayInteract);
    if (!item) return notFound();
    const e = extraOf(item.id);
    if (body.bookmark) e.collectors.add(user.id);
    else e.collectors.delete(user.id);
    return { object_collection_count: item.collection_count };
  }),
  handle(endpoints.followObject, ({ body, user }) => {
    const item = reachable(body.object_id, user, mayInteract);
    if (!item) return notFound();
    const e = extraOf(item.id);
    if (body.is_cancel) e.followers.delete(user.id);
    else e.followers.add(user.id);
    return { follows: item.follow_count, is_followed: !body.is_cancel };
  }),
  handle(endpoints.getSimilarByTag, ({ query }) => {
    const post = mockState.questions.find((x) => x.id === query.question_id);
    if (!post) return notFound();
    const slugs = new Set(post.tags.map((t) => t.slug_name));
    // Every fixture post counts as listed (which states are is the server's rule), as in question/page.
    const list = mockState.questions
      .filter((x) => x.id !== post.id && x.tags.some((t) => slugs.has(t.slug_name)))
      .slice(0, query.page_size)
      .map((x) => ({ id: x.id, title: x.title, url_title: x.url_title, content_type: x.content_type, answer_count: x.answer_count, vote_count: x.vote_count, accepted_answer_id: x.accepted_answer_id }));
    return { count: list.length, list };
  }),
  handle(endpoints.getQuestionInvite, ({ query }) => {
    const names = extraOf(query.id).invited;
    return allUsers().filter((u) => names.includes(u.username));
  }),
  // The list is recorded as sent; a name no fixture user has is simply not listed by GET.
  handle(endpoints.updateQuestionInvite, ({ body, user }) => {
    const item = reachable(body.id, user, mayInteract);
    if (!item) return notFound();
    extraOf(item.id).invited = [...body.invite_user];
    return null;
  }),
  handle(endpoints.searchUserInfo, ({ query }) => {
    const prefix = query.username.toLowerCase();
    return allUsers()
      .filter((u) => u.username.toLowerCase().startsWith(prefix) || u.display_name.toLowerCase().startsWith(prefix))
      .slice(0, USER_SEARCH_LIMIT);
  }),
];
