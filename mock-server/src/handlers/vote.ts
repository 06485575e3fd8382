import { http, type HttpHandler } from 'msw';
import { endpoints, reactionQuerySchema, updateReactionBodySchema, voteBodySchema, type ReactionItem } from '@site/shared/contract';
import { canVoteDirection, isOwnObject, type VoteDirection, type VotedObjectType } from '@site/shared/policies';
import { errorResponses, ok, readJson } from '../envelope.js';
import { mockState, registerMockReset, userFromRequest } from '../state.js';
import { mockComments } from './comment.js';
import { anyOrigin } from './paths.js';

/** Votes by object id: user id -> 1 or -1 (counts start from the fixture's vote_count). */
export const mockVotes = new Map<string, Map<string, number>>();
/** Reactions by object id: emoji -> user ids (display names are the usernames). */
export const mockReactions = new Map<string, Map<string, string[]>>();
registerMockReset(() => {
  mockVotes.clear();
  mockReactions.clear();
});

/** The object's kind, author and starting count: fixture posts are alice's (id 3); comments from the comment mocks. */
function objectOf(id: string): { type: VotedObjectType; userId: string; base: number } {
  const comment = mockComments.get(id);
  if (comment) return { type: 'comment', userId: comment.user_id, base: comment.vote_count - (comment.is_vote ? 1 : 0) };
  const q = mockState.questions.find((x) => x.id === id);
  return { type: 'question', userId: q?.operator?.id ?? '3', base: q?.vote_count ?? 0 };
}

const guard = (request: Request) => {
  const user = userFromRequest(request);
  if (!user) return { error: errorResponses.unauthorized() };
  if (user.status === 'suspended') return { error: errorResponses.forbidden('suspended') };
  if (user.mail_status !== 1) return { error: errorResponses.forbidden('inactive') };
  return { user };
};

const voteHandler = (dir: VoteDirection) =>
  http.post(anyOrigin(dir === 'up' ? endpoints.voteUp.path : endpoints.voteDown.path), async ({ request }) => {
    const direction = dir === 'up' ? 1 : -1;
    const { user, error } = guard(request);
    if (error) return error;
    const body = voteBodySchema.safeParse(await readJson(request));
    if (!body.success) return errorResponses.invalid(body.error.issues);
    const obj = objectOf(body.data.object_id);
    if (isOwnObject(user, obj)) return errorResponses.errType('toast', 'You cannot vote for your own posts.', 'error.vote.own_post');
    if (!canVoteDirection(obj.type, dir)) return errorResponses.errType('toast', 'Comments can only be voted up.', 'error.vote.comment_down');
    const votes = mockVotes.get(body.data.object_id) ?? new Map<string, number>();
    mockVotes.set(body.data.object_id, votes);
    const from = votes.get(user.id) ?? 0;
    const to = body.data.is_cancel ? (from === direction ? 0 : from) : direction;
    if (to === 0) votes.delete(user.id);
    else votes.set(user.id, to);
    const values = [...votes.values()];
    const up = values.filter((v) => v === 1).length;
    const down = values.filter((v) => v === -1).length;
    return ok({ votes: obj.base + up - down, up_votes: up, down_votes: down, vote_status: to === 1 ? 'vote_up' : to === -1 ? 'vote_down' : '' });
  });

const summary = (objectId: string, viewerName: string | null) => {
  const byEmoji = mockReactions.get(objectId) ?? new Map<string, string[]>();
  const list: ReactionItem[] = [];
  for (const [emoji, names] of byEmoji) {
    if (names.length > 0) list.push({ emoji, count: names.length, tooltip: names.join(', '), is_active: viewerName !== null && names.includes(viewerName) });
  }
  return { reaction_summary: list };
};

/** vote/up, vote/down (own objects refused with the spec's toast) and meta/reaction. */
export const voteHandlers: HttpHandler[] = [
  voteHandler('up'),
  voteHandler('down'),
  http.get(anyOrigin(endpoints.getReaction.path), ({ request }) => {
    const q = reactionQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    return ok(summary(q.data.object_id, userFromRequest(request)?.username ?? null));
  }),
  http.put(anyOrigin(endpoints.updateReaction.path), async ({ request }) => {
    const { user, error } = guard(request);
    if (error) return error;
    const body = updateReactionBodySchema.safeParse(await readJson(request));
    if (!body.success) return errorResponses.invalid(body.error.issues);
    const byEmoji = mockReactions.get(body.data.object_id) ?? new Map<string, string[]>();
    mockReactions.set(body.data.object_id, byEmoji);
    const names = (byEmoji.get(body.data.emoji) ?? []).filter((n) => n !== user.username);
    byEmoji.set(body.data.emoji, body.data.reaction === 'activate' ? [...names, user.username] : names);
    return ok(summary(body.data.object_id, user.username));
  }),
];
