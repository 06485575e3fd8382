import type { AnswerInfo, UserBasic } from '@site/shared/contract';
import { answerMemberActions } from '../policies/answer-policy.js';
import { withDirectEdit } from '../policies/direct-edit-policy.js';
import type { AnswerRow } from '../repositories/answers-repo.js';
import type { UserRow } from '../repositories/users-repo.js';
import { unix } from './time.js';

export interface AnswerExtras {
  author: UserBasic;
  editor?: UserBasic;
  voteStatus: string;
  /** The viewer holds the privilege to edit others' answers directly: their menu offers Edit too. */
  editsOthers?: boolean;
}

/** schema.AnswerInfo for a viewer who may see the answer (the caller checked canViewAnswer). */
export function presentAnswer(a: AnswerRow, viewer: UserRow | null, x: AnswerExtras): AnswerInfo {
  return {
    id: a.id,
    question_id: a.question_id,
    content: a.original_text,
    html: a.parsed_text,
    create_time: unix(a.created_at),
    update_time: unix(a.updated_at),
    edit_time: unix(a.edited_at),
    accepted: a.accepted,
    status: a.status,
    is_private: a.is_private,
    vote_count: a.vote_count,
    vote_status: x.voteStatus,
    collected: false,
    user_info: x.author,
    ...(x.editor ? { update_user_info: x.editor } : {}),
    member_actions: withDirectEdit(answerMemberActions(viewer, a), viewer, a, x.editsOthers ?? false),
    ...(a.ai_model ? { ai_model: a.ai_model } : {}),
  };
}
