// Comments under a post or an answer: list with paging, add, edit, delete, mentions. Filled by the comments work.

export interface CommentListProps {
  /** The post or answer id the comments are on. */
  objectId: string;
  /** The post the comments belong to (for links and permissions). */
  questionId: string;
}

export function CommentList({ objectId }: CommentListProps) {
  return <div data-testid="comment-list" data-object-id={objectId} />;
}
