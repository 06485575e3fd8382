// Server messages (reason keys and field-error keys) of this domain, in every language. Keys are flat.
export const questionStateMessages_en_US = {
  'error.question.close_type_invalid': 'Please select a reason.',
  'error.question.close_msg_required': 'Cannot be empty',
  'error.question.close_msg_too_long': 'The text cannot exceed 500 characters.',
  'error.question.operation_invalid': 'The operation must be pin, unpin, hide or show.',
  'error.question.already_closed': 'This post is already closed.',
  'error.question.not_closed': 'This post is not closed.',
  'error.question.already_deleted': 'This post is already deleted.',
  'error.question.not_deleted': 'This post is not deleted.',
  'error.question.is_deleted': 'This post is deleted: recover it first.',
  'error.question.cannot_delete_answered': 'A post with answers cannot be deleted by its author.',
  'error.question.invite_too_many': 'You can invite at most 5 people.',
  'error.question.invite_user_not_found': 'One of the invited users does not exist or cannot answer.',
  'error.question.invite_closed': 'Nobody can be invited to answer a closed post.',
} as const;

export const questionStateMessages_zh_CN: Record<keyof typeof questionStateMessages_en_US, string> = {
  'error.question.close_type_invalid': '请选择一个原因。',
  'error.question.close_msg_required': '不能为空',
  'error.question.close_msg_too_long': '内容不能超过 500 个字符。',
  'error.question.operation_invalid': '操作必须是 pin、unpin、hide 或 show。',
  'error.question.already_closed': '该帖子已经关闭。',
  'error.question.not_closed': '该帖子没有关闭。',
  'error.question.already_deleted': '该帖子已经删除。',
  'error.question.not_deleted': '该帖子没有被删除。',
  'error.question.is_deleted': '该帖子已删除，请先恢复。',
  'error.question.cannot_delete_answered': '已有回答的帖子不能由作者删除。',
  'error.question.invite_too_many': '最多只能邀请 5 人。',
  'error.question.invite_user_not_found': '被邀请的用户不存在或无法回答。',
  'error.question.invite_closed': '已关闭的帖子不能邀请回答。',
};
