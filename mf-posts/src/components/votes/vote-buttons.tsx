// Up/down vote buttons with the count, for posts, answers and comments. Filled by the votes work.

export interface VoteButtonsProps {
  /** The post, answer or comment id. */
  objectId: string;
  voteCount: number;
  /** The viewer's vote: 'vote_up', 'vote_down' or ''. */
  voteStatus: string;
  /** The object's author (own posts cannot be voted on). */
  authorId: string;
}

export function VoteButtons({ objectId, voteCount }: VoteButtonsProps) {
  return (
    <div data-testid="vote-buttons" data-object-id={objectId}>
      <span data-testid="vote-count">{voteCount}</span>
    </div>
  );
}
