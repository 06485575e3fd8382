// Server messages (reason keys and field-error keys) of this domain, in every language. Keys are flat.
export const commentMessages_en_US = {
  'error.comment.content_required': 'Comment cannot be empty.',
  'error.comment.content_too_short': 'Comment must be at least 2 characters.',
  'error.comment.content_too_long': 'Comment cannot exceed 600 characters.',
  'error.comment.not_found': 'Comment not found.',
  'error.comment.object_not_found': 'The post or answer was not found.',
  'error.comment.reply_not_found': 'The comment you reply to was not found.',
} as const;

export const commentMessages_zh_CN: Record<keyof typeof commentMessages_en_US, string> = {
  'error.comment.content_required': '评论不能为空。',
  'error.comment.content_too_short': '评论至少需要 2 个字符。',
  'error.comment.content_too_long': '评论不能超过 600 个字符。',
  'error.comment.not_found': '评论不存在。',
  'error.comment.object_not_found': '帖子或回答不存在。',
  'error.comment.reply_not_found': '回复的评论不存在。',
};
