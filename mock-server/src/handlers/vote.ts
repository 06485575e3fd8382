import type { HttpHandler } from 'msw';
import { endpoints, type ReactionItem, type VoteResp } from '@site/shared/contract';
import { canVoteDirection, isOwnObject, type VoteDirection, type VotedObjectType } from '@site/shared/policies';
import { errorResponses } from '../envelope.js';
import { handle } from '../handle.js';
import { mockState, registerMockReset } from '../state.js';
import { mockComments } from './comment.js';

/** Reactions by object id: emoji -> user ids (display names are the usernames). */
export const mockReactions = new Map<string, Map<string, string[]>>();
registerMockReset(() => mockReactions.clear());

/**
 * What vote/up and vote/down answer by default: a fixed vote in the direction asked. The count after a vote, and
 * whether a click cancels or switches, are the server's: a test that shows them cans the answer it needs.
 */
const MOCK_VOTE_ANSWERS: Record<VoteDirection, VoteResp> = {
  up: { votes: 1, up_votes: 1, down_votes: 0, vote_status: 'vote_up' },
  down: { votes: -1, up_votes: 0, down_votes: 1, vote_status: 'vote_down' },
};

/** The object's kind and author, as the shared vote rules read them: fixture posts are alice's (id 3). */
function objectOf(id: string): { type: VotedObjectType; userId: string } {
  const comment = mockComments.get(id);
  if (comment) return { type: 'comment', userId: comment.user_id };
  const q = mockState.questions.find((x) => x.id === id);
  return { type: 'question', userId: q?.operator?.id ?? '3' };
}

const voteHandler = (dir: VoteDirection) =>
  handle(dir === 'up' ? endpoints.voteUp : endpoints.voteDown, ({ body, user }) => {
    const obj = objectOf(body.object_id);
    // The shared rules, as the server applies them to the object it finds.
    if (isOwnObject(user, obj)) return errorResponses.toast('error.vote.own_post');
    if (!canVoteDirection(obj.type, dir)) return errorResponses.toast('error.vote.comment_down');
    return MOCK_VOTE_ANSWERS[dir];
  });

const summary = (objectId: string, viewerName: string | null) => {
  const byEmoji = mockReactions.get(objectId) ?? new Map<string, string[]>();
  const list: ReactionItem[] = [];
  for (const [emoji, names] of byEmoji) {
    if (names.length > 0) list.push({ emoji, count: names.length, tooltip: names.join(', '), is_active: viewerName !== null && names.includes(viewerName) });
  }
  return { reaction_summary: list };
};

/** vote/up, vote/down (a fixed answer; one's own object and a comment's down vote refused by the shared rules) and meta/reaction. */
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
