import type { HttpHandler } from 'msw';
import { endpoints, type ReactionItem, type VoteResp } from '@site/shared/contract';
import { canVoteDirection, isOwnObject, type VoteDirection, type VotedObjectType } from '@site/shared/policies';
import { errorResponses } from '../envelope.js';
import { handle } from '../handle.js';
import { mockState, registerMockReset } from '../state.js';
import { mockComments } from './comment.js';

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

const statusOf = (value: number): VoteResp['vote_status'] => (value === 1 ? 'vote_up' : value === -1 ? 'vote_down' : '');

const voteHandler = (dir: VoteDirection) =>
  handle(dir === 'up' ? endpoints.voteUp : endpoints.voteDown, ({ body, user }) => {
    const direction = dir === 'up' ? 1 : -1;
    const obj = objectOf(body.object_id);
    // The shared rules, as the server applies them to the object it finds.
    if (isOwnObject(user, obj)) return errorResponses.toast('error.vote.own_post');
    if (!canVoteDirection(obj.type, dir)) return errorResponses.toast('error.vote.comment_down');
    const votes = mockVotes.get(body.object_id) ?? new Map<string, number>();
    mockVotes.set(body.object_id, votes);
    const from = votes.get(user.id) ?? 0;
    const to = body.is_cancel ? (from === direction ? 0 : from) : direction;
    if (to === 0) votes.delete(user.id);
    else votes.set(user.id, to);
    const values = [...votes.values()];
    const up = values.filter((v) => v === 1).length;
    const down = values.filter((v) => v === -1).length;
    return { votes: obj.base + up - down, up_votes: up, down_votes: down, vote_status: statusOf(to) };
  });

const summary = (objectId: string, viewerName: string | null) => {
  const byEmoji = mockReactions.get(objectId) ?? new Map<string, string[]>();
  const list: ReactionItem[] = [];
  for (const [emoji, names] of byEmoji) {
    if (names.length > 0) list.push({ emoji, count: names.length, tooltip: names.join(', '), is_active: viewerName !== null && names.includes(viewerName) });
  }
  return { reaction_summary: list };
};

/** vote/up, vote/down (one's own object and a comment's down vote refused by the shared rules) and meta/reaction. */
export const voteHandlers: HttpHandler[] = [
  voteHandler('up'),
  voteHandler('down'),
  handle(endpoints.getReaction, ({ query, user }) => summary(query.object_id, user?.username ?? null)),
  handle(endpoints.updateReaction, ({ body, user }) => {
    const byEmoji = mockReactions.get(body.object_id) ?? new Map<string, string[]>();
    mockReactions.set(body.object_id, byEmoji);
    const names = (byEmoji.get(body.emoji) ?? []).filter((n) => n !== user.username);
    byEmoji.set(body.emoji, body.reaction === 'activate' ? [...names, user.username] : names);
    return summary(body.object_id, user.username);
  }),
];
