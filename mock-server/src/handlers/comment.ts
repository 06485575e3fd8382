import type { HttpHandler } from 'msw';
import { endpoints, type CommentItem, type LoggedUser } from '@site/shared/contract';
import { canManageComment, commentMemberActions } from '@site/shared/policies';
import { errorResponses } from '../envelope.js';
import { FIXTURE_NOW } from '../factories.js';
import { handle } from '../handle.js';
import { actorOf, registerMockReset } from '../state.js';

/** Comments by id (insertion order = oldest first); tests add their own with `makeComment`. */
export const mockComments = new Map<string, CommentItem>();
let nextId = 7000;
registerMockReset(() => {
  mockComments.clear();
  nextId = 7000;
});

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A comment's parsed_text: the escaped text in a paragraph. Rendering markdown and turning mentions into links are
 * the server's: a test of how they show gives the comment's parsed_text (`makeComment({ parsed_text })`).
 */
function renderMockComment(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

const actionsFor = (viewer: LoggedUser | null, c: CommentItem) => commentMemberActions(actorOf(viewer), c);

/** A comment as comment/page serves it (by alice on post 1025 unless told otherwise). */
export function makeComment(overrides: Partial<CommentItem> = {}): CommentItem {
  const id = overrides.comment_id ?? String(nextId++);
  const text = overrides.original_text ?? `Comment ${id}`;
  return {
    comment_id: id,
    object_id: '1025',
    created_at: FIXTURE_NOW - 300,
    original_text: text,
    parsed_text: renderMockComment(text),
    vote_count: 0,
    is_vote: false,
    user_id: '3',
    username: 'alice',
    user_display_name: 'alice',
    user_avatar: '',
    user_status: 'normal',
    reply_comment_id: '',
    reply_user_id: '',
    reply_username: '',
    reply_user_display_name: '',
    reply_user_status: '',
    member_actions: [],
    ...overrides,
  };
}

/** Adds comments to the mock state. */
export function addMockComments(...comments: CommentItem[]): void {
  for (const c of comments) mockComments.set(c.comment_id, c);
}

const notFound = () => errorResponses.notFound('error.comment.not_found');

/**
 * comment/page, POST/PUT/DELETE comment over `mockComments` (oldest first, member_actions per viewer). Who may change
 * a comment is the shared rule; the writes only record the change.
 */
export const commentHandlers: HttpHandler[] = [
  handle(endpoints.getCommentPage, ({ query, user }) => {
    const all = [...mockComments.values()].filter((c) => c.object_id === query.object_id);
    const start = (query.page - 1) * query.page_size;
    if (start > 0 && start >= all.length) return errorResponses.notFound();
    const list = all.slice(start, start + query.page_size).map((c) => ({ ...c, member_actions: actionsFor(user, c) }));
    return { count: all.length, list };
  }),
  handle(endpoints.addComment, ({ body, user }) => {
    const replied = body.reply_comment_id ? mockComments.get(body.reply_comment_id) : undefined;
    const c = makeComment({
      object_id: body.object_id,
      original_text: body.original_text,
      created_at: FIXTURE_NOW,
      user_id: user.id,
      username: user.username,
      user_display_name: user.display_name,
      reply_comment_id: replied?.comment_id ?? '',
      reply_user_id: replied?.user_id ?? '',
      reply_username: replied?.username ?? '',
      reply_user_display_name: replied?.user_display_name ?? '',
    });
    mockComments.set(c.comment_id, c);
    return { ...c, member_actions: actionsFor(user, c) };
  }),
  handle(endpoints.updateComment, ({ body, user }) => {
    const c = mockComments.get(body.comment_id);
    if (!c) return notFound();
    if (!canManageComment(actorOf(user), c)) return errorResponses.forbidden();
    const updated = { ...c, original_text: body.original_text, parsed_text: renderMockComment(body.original_text) };
    mockComments.set(c.comment_id, updated);
    return { ...updated, member_actions: actionsFor(user, updated) };
  }),
  handle(endpoints.removeComment, ({ body, user }) => {
    const c = mockComments.get(body.comment_id);
    if (!c) return notFound();
    if (!canManageComment(actorOf(user), c)) return errorResponses.forbidden();
    mockComments.delete(c.comment_id);
    return null;
  }),
];
