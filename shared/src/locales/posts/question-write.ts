// Server messages (reason keys and field-error keys) of asking and editing posts, in every language. Keys are flat.
// `{tag}` is replaced with the tag's name by the server.
export const questionWriteMessages_en_US = {
  'error.question.title_required': 'Title cannot be empty.',
  'error.question.title_too_long': 'Title cannot exceed 150 characters.',
  'error.question.content_required': 'Content cannot be empty.',
  'error.question.content_too_long': 'Content cannot exceed 65535 characters.',
  'error.question.tags_required': 'At least one tag is required.',
  'error.question.tags_too_many': 'A post can have at most 5 tags.',
  'error.question.tag_slug_required': 'Tag cannot be empty.',
  'error.question.tag_slug_too_long': 'A tag cannot exceed 35 characters.',
  'error.question.tag_display_name_too_long': 'Display name cannot exceed 35 characters.',
  'error.question.tag_slug_invalid': 'The tag "{tag}" contains illegal characters.',
  'error.question.tag_not_found': 'The tag "{tag}" does not exist. Choose an existing tag.',
  'error.question.tag_deleted': 'The tag "{tag}" has been deleted.',
  'error.question.tag_reserved': 'The tag "{tag}" is reserved: only moderators can add it.',
  'error.question.recommended_tag_required': 'At least one recommended tag is required.',
  'error.question.edit_summary_too_long': 'Edit summary cannot exceed 300 characters.',
  'error.question.edit_forbidden': 'Only the author, moderators and admins can edit this post.',
} as const;

export const questionWriteMessages_zh_CN: Record<keyof typeof questionWriteMessages_en_US, string> = {
  'error.question.title_required': '标题不能为空。',
  'error.question.title_too_long': '标题不能超过 150 个字符。',
  'error.question.content_required': '内容不能为空。',
  'error.question.content_too_long': '内容不能超过 65535 个字符。',
  'error.question.tags_required': '至少需要一个标签。',
  'error.question.tags_too_many': '一篇帖子最多只能有 5 个标签。',
  'error.question.tag_slug_required': '标签不能为空。',
  'error.question.tag_slug_too_long': '标签不能超过 35 个字符。',
  'error.question.tag_display_name_too_long': '显示名称不能超过 35 个字符。',
  'error.question.tag_slug_invalid': '标签“{tag}”包含非法字符。',
  'error.question.tag_not_found': '标签“{tag}”不存在，请选择已有的标签。',
  'error.question.tag_deleted': '标签“{tag}”已被删除。',
  'error.question.tag_reserved': '标签“{tag}”是保留标签，只有版主可以添加。',
  'error.question.recommended_tag_required': '至少需要一个推荐标签。',
  'error.question.edit_summary_too_long': '编辑摘要不能超过 300 个字符。',
  'error.question.edit_forbidden': '只有作者、版主和管理员可以编辑此帖子。',
};
