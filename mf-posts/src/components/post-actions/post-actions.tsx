// The post's action menu (member_actions): edit, delete/undelete, close/reopen with close_type and close_msg,
// pin/unpin, unlist/list. Filled by the post-states work.
import type { QuestionInfo } from '@site/shared/contract';

export interface PostActionsProps {
  question: QuestionInfo;
}

export function PostActions(_props: PostActionsProps) {
  return <div data-testid="post-actions" />;
}
