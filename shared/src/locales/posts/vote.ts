// Server messages (reason keys and field-error keys) of this domain, in every language. Keys are flat.
export const voteMessages_en_US = {
  'error.vote.own_post': 'You cannot vote for your own posts.',
  'error.vote.object_not_found': 'The post, answer or comment was not found.',
  'error.vote.comment_down': 'Comments can only be voted up.',
  'error.reaction.emoji_invalid': 'This reaction is not available.',
  'error.reaction.action_invalid': 'The reaction must be activate or deactivate.',
  'error.reaction.object_not_found': 'The post or answer was not found.',
} as const;

export const voteMessages_zh_CN: Record<keyof typeof voteMessages_en_US, string> = {
  'error.vote.own_post': '不能给自己的帖子投票。',
  'error.vote.object_not_found': '帖子、回答或评论不存在。',
  'error.vote.comment_down': '评论只能点赞。',
  'error.reaction.emoji_invalid': '不支持该表情。',
  'error.reaction.action_invalid': '操作必须是 activate 或 deactivate。',
  'error.reaction.object_not_found': '帖子或回答不存在。',
};
