// Server texts of the profile pages (personal/* answers), in every language.
export const profileMessages_en_US = {
  'profile.status.inactive': 'This user has not activated the account yet.',
  'profile.status.suspended_forever': 'This user was suspended forever.',
  'profile.status.suspended_until': 'This user was suspended until {{until}}.',
  'profile.status.deleted': 'This user was deleted.',
  'profile.vote.upvote': 'upvote',
  'profile.vote.downvote': 'downvote',
  'profile.hidden_post': 'Post not available',
  'profile.rank.upvote': 'upvote',
  'profile.rank.downvote': 'downvote',
  'profile.rank.accepted': 'accepted',
  'profile.rank.accept': 'accept',
  'profile.rank.activated': 'activated',
};
export const profileMessages_zh_CN: Record<keyof typeof profileMessages_en_US, string> = {
  'profile.status.inactive': '该用户尚未激活账号。',
  'profile.status.suspended_forever': '该用户已被永久封禁。',
  'profile.status.suspended_until': '该用户已被封禁至 {{until}}。',
  'profile.status.deleted': '该用户已被删除。',
  'profile.vote.upvote': '赞同',
  'profile.vote.downvote': '反对',
  'profile.hidden_post': '帖子不可见',
  'profile.rank.upvote': '赞同',
  'profile.rank.downvote': '反对',
  'profile.rank.accepted': '回答被采纳',
  'profile.rank.accept': '采纳回答',
  'profile.rank.activated': '激活账号',
};
