import type { CommentItem } from '@site/shared/contract';
import { commentMemberActions } from '../policies/comment-policy.js';
import { effectiveStatus } from '../policies/user-policy.js';
import { presentUserBasic } from './user-presenter.js';
import { unix } from './time.js';
import type { CommentRow } from '../repositories/comments-repo.js';
import type { UserRow } from '../repositories/users-repo.js';

/** A comment as a viewer sees it (Answer's GetCommentResp). */
export function presentComment(
  c: CommentRow,
  ctx: { users: Map<string, UserRow>; viewer: UserRow | null; viewerVotes: Map<string, number> },
): CommentItem {
  const author = ctx.users.get(c.user_id);
  const replyUser = c.reply_user_id ? ctx.users.get(c.reply_user_id) : undefined;
  const a = author ? presentUserBasic(author) : null;
  const r = replyUser ? presentUserBasic(replyUser) : null;
  return {
    comment_id: c.id,
    object_id: String(c.object_id),
    created_at: unix(c.created_at),
    original_text: c.original_text,
    parsed_text: c.parsed_text,
    vote_count: c.vote_count,
    is_vote: ctx.viewerVotes.get(c.id) === 1,
    user_id: String(c.user_id),
    username: a?.username ?? '',
    user_display_name: a?.display_name ?? '',
    user_avatar: a?.avatar ?? '',
    user_status: author ? effectiveStatus(author) : 'deleted',
    reply_comment_id: c.reply_comment_id ? String(c.reply_comment_id) : '',
    reply_user_id: c.reply_user_id ? String(c.reply_user_id) : '',
    reply_username: r?.username ?? '',
    reply_user_display_name: r?.display_name ?? '',
    reply_user_status: replyUser ? effectiveStatus(replyUser) : '',
    member_actions: commentMemberActions(ctx.viewer, c),
    ...(c.ai_model ? { ai_model: c.ai_model } : {}),
  };
}
