import { http, type HttpHandler } from 'msw';
import {
  addCommentBodySchema,
  commentPageQuerySchema,
  endpoints,
  removeCommentBodySchema,
  updateCommentBodySchema,
  type CommentItem,
  type LoggedUser,
} from '@site/shared/contract';
import { canManageComment, commentMemberActions } from '@site/shared/policies';
import { errorResponses, ok, readJson } from '../envelope.js';
import { FIXTURE_NOW } from '../factories.js';
import { actorOf, mockState, registerMockReset, userFromRequest } from '../state.js';
import { anyOrigin } from './paths.js';

/** Comments by id (insertion order = oldest first); tests add their own with `makeComment`. */
export const mockComments = new Map<string, CommentItem>();
let nextId = 7000;
registerMockReset(() => {
  mockComments.clear();
  nextId = 7000;
});

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const knownUsernames = () => new Set([...mockState.usersByToken.values()].map((u) => u.username));

/** What the server does, roughly: escaped text in a paragraph, @name of a known user as a link to their page. */
export function renderMockComment(text: string): string {
  const known = knownUsernames();
  const html = escapeHtml(text).replace(/(^|[^\w@])@(\w(?:[\w.-]*\w)?)/g, (whole, lead: string, name: string) =>
    known.has(name) ? `${lead}<a href="/users/${name}">@${name}</a>` : whole,
  );
  return `<p>${html}</p>`;
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

const activatedUser = (request: Request) => {
  const user = userFromRequest(request);
  if (!user) return { error: errorResponses.unauthorized() };
  if (user.status === 'suspended') return { error: errorResponses.forbidden('suspended') };
  if (user.mail_status !== 1) return { error: errorResponses.forbidden('inactive') };
  return { user };
};

/** comment/page, POST/PUT/DELETE comment, as the server answers them (oldest first, member_actions per viewer). */
export const commentHandlers: HttpHandler[] = [
  http.get(anyOrigin(endpoints.getCommentPage.path), ({ request }) => {
    const q = commentPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    const viewer = userFromRequest(request);
    const all = [...mockComments.values()].filter((c) => c.object_id === q.data.object_id);
    const start = (q.data.page - 1) * q.data.page_size;
    if (start > 0 && start >= all.length) return errorResponses.notFound();
    const list = all.slice(start, start + q.data.page_size).map((c) => ({ ...c, member_actions: actionsFor(viewer, c) }));
    return ok({ count: all.length, list });
  }),
  http.post(anyOrigin(endpoints.addComment.path), async ({ request }) => {
    const { user, error } = activatedUser(request);
    if (error) return error;
    const body = addCommentBodySchema.safeParse(await readJson(request));
    if (!body.success) return errorResponses.invalid(body.error.issues);
    const replied = body.data.reply_comment_id ? mockComments.get(body.data.reply_comment_id) : undefined;
    const c = makeComment({
      object_id: body.data.object_id,
      original_text: body.data.original_text,
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
    return ok({ ...c, member_actions: actionsFor(user, c) });
  }),
  http.put(anyOrigin(endpoints.updateComment.path), async ({ request }) => {
    const { user, error } = activatedUser(request);
    if (error) return error;
    const body = updateCommentBodySchema.safeParse(await readJson(request));
    if (!body.success) return errorResponses.invalid(body.error.issues);
    const c = mockComments.get(body.data.comment_id);
    if (!c) return errorResponses.notFound('error.comment.not_found');
    if (!canManageComment(actorOf(user), c)) return errorResponses.forbidden();
    const updated = { ...c, original_text: body.data.original_text, parsed_text: renderMockComment(body.data.original_text) };
    mockComments.set(c.comment_id, updated);
    return ok({ ...updated, member_actions: actionsFor(user, updated) });
  }),
  http.delete(anyOrigin(endpoints.removeComment.path), async ({ request }) => {
    const { user, error } = activatedUser(request);
    if (error) return error;
    const body = removeCommentBodySchema.safeParse(await readJson(request));
    if (!body.success) return errorResponses.invalid(body.error.issues);
    const c = mockComments.get(body.data.comment_id);
    if (!c) return errorResponses.notFound('error.comment.not_found');
    if (!canManageComment(actorOf(user), c)) return errorResponses.forbidden();
    mockComments.delete(c.comment_id);
    return ok(null);
  }),
];
