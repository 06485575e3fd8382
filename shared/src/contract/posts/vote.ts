// Contract for votes and reactions (Apache Answer's schema.VoteReq, VoteResp, UpdateReactionReq, reaction summary).
import { z } from 'zod';
import { idSchema } from '../common.js';
import { API_PREFIX, def } from '../define.js';

/** POST vote/up and vote/down. */
export const voteBodySchema = z.object({
  object_id: idSchema,
  is_cancel: z.boolean().optional().default(false),
  captcha_id: z.string().max(128).optional(),
  captcha_code: z.string().max(64).optional(),
});
export type VoteBody = z.input<typeof voteBodySchema>;

/** The viewer's vote as Answer names it. */
export const voteStatusSchema = z.enum(['vote_up', 'vote_down', '']);
export type VoteStatus = z.infer<typeof voteStatusSchema>;

/** The object's counts after the vote, and the voter's vote. */
export const voteRespSchema = z.object({
  votes: z.number().int(),
  up_votes: z.number().int(),
  down_votes: z.number().int(),
  vote_status: voteStatusSchema,
});
export type VoteResp = z.infer<typeof voteRespSchema>;

/** Answer's reaction emoji (its UpdateReactionReq enum). */
export const REACTION_EMOJI = ['heart', 'smile', 'frown'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJI)[number];

/** GET meta/reaction. */
export const reactionQuerySchema = z.object({ object_id: idSchema });
/** PUT meta/reaction. */
export const updateReactionBodySchema = z.object({
  object_id: idSchema,
  emoji: z.enum(REACTION_EMOJI, { message: 'error.reaction.emoji_invalid' }),
  reaction: z.enum(['activate', 'deactivate'], { message: 'error.reaction.action_invalid' }),
});
export type UpdateReactionBody = z.input<typeof updateReactionBodySchema>;

export const reactionItemSchema = z.object({
  emoji: z.string(),
  count: z.number().int(),
  /** Who reacted (display names, a few, then "and N more"). */
  tooltip: z.string(),
  /** The viewer reacted with it. */
  is_active: z.boolean(),
});
export type ReactionItem = z.infer<typeof reactionItemSchema>;
/** Emoji with at least one reaction, in REACTION_EMOJI order. */
export const reactionSummarySchema = z.object({ reaction_summary: z.array(reactionItemSchema) });
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

export const voteEndpoints = {
  voteUp: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/vote/up`, body: voteBodySchema, response: voteRespSchema }),
  voteDown: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/vote/down`, body: voteBodySchema, response: voteRespSchema }),
  getReaction: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/meta/reaction`, query: reactionQuerySchema, response: reactionSummarySchema }),
  updateReaction: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/meta/reaction`, body: updateReactionBodySchema, response: reactionSummarySchema }),
} as const;
