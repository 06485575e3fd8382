// Timelines', rollbacks' and suggested edits' server messages.
export const timelineMessages_en_US = {
  'error.revision.review_underway': "Can't edit currently, there is a version in the review queue.",
  'error.revision.rollback_forbidden': 'Only moderators and admins can roll back.',
  'error.revision.rollback_invalid': 'That revision cannot be rolled back to.',
  'error.revision.not_found': 'Revision not found.',
  'error.revision.already_reviewed': 'This edit has already been reviewed.',
  'error.revision.object_gone': 'The post of this edit was deleted; it can only be rejected.',
} as const;

export const timelineMessages_zh_CN: Record<keyof typeof timelineMessages_en_US, string> = {
  'error.revision.review_underway': '目前无法编辑，有一个版本在审阅队列中。',
  'error.revision.rollback_forbidden': '只有版主和管理员可以回滚。',
  'error.revision.rollback_invalid': '无法回滚到该版本。',
  'error.revision.not_found': '版本不存在。',
  'error.revision.already_reviewed': '此编辑已被审阅。',
  'error.revision.object_gone': '此编辑的内容已被删除，只能拒绝。',
};
