import { addBundle } from '@site/shared/i18n';

// The comments' texts (namespace `posts`, keys prefixed `comment.`).
addBundle('posts', 'en_US', {
  'comment.add': 'Add a comment',
  'comment.placeholder': 'Use comments to ask for more information or suggest improvements. Mention someone with @name.',
  'comment.submit': 'Add comment',
  'comment.save': 'Save',
  'comment.cancel': 'Cancel',
  'comment.edit': 'Edit',
  'comment.delete': 'Delete',
  'comment.delete_confirm': 'Delete this comment?',
  'comment.reply': 'Reply',
  'comment.reply_to': 'replying to',
  'comment.show_more_one': 'Show {{count}} more comment',
  'comment.show_more_other': 'Show {{count}} more comments',
  'comment.required': 'Comment cannot be empty.',
  'comment.too_short': 'Comment must be at least 2 characters.',
  'comment.too_long': 'Comment cannot exceed 600 characters.',
});
addBundle('posts', 'zh_CN', {
  'comment.add': '添加评论',
  'comment.placeholder': '评论可用于询问更多信息或提出改进建议。用 @用户名 提及他人。',
  'comment.submit': '发表评论',
  'comment.save': '保存',
  'comment.cancel': '取消',
  'comment.edit': '编辑',
  'comment.delete': '删除',
  'comment.delete_confirm': '删除这条评论？',
  'comment.reply': '回复',
  'comment.reply_to': '回复',
  'comment.show_more_one': '显示另外 {{count}} 条评论',
  'comment.show_more_other': '显示另外 {{count}} 条评论',
  'comment.required': '评论不能为空。',
  'comment.too_short': '评论至少需要 2 个字符。',
  'comment.too_long': '评论不能超过 600 个字符。',
});
