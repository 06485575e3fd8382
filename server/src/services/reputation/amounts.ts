/**
 * Reputation amounts per activity, starting from Apache Answer's defaults (its config table). A later admin page
 * makes them adjustable; until then this table is the one place they are read from.
 * `x.voted_up` is what the author of x gets; `x.vote_down` is what a down-voter pays.
 */
export const REPUTATION_AMOUNTS = {
  'question.voted_up': 10,
  'question.voted_down': -2,
  'question.vote_down': 0,
  'answer.voted_up': 10,
  'answer.voted_down': -2,
  'answer.vote_down': -1,
  'comment.voted_up': 0,
  /** The answerer whose answer is accepted. */
  'answer.accepted': 15,
  /** The question author who accepts someone else's answer. */
  'answer.accept': 2,
  'user.activated': 1,
} as const;

export type ReputationActivity = keyof typeof REPUTATION_AMOUNTS;

/** Reputation never goes below 1 (Answer's floor). */
export const MIN_REPUTATION = 1;
