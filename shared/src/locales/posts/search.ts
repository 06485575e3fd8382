// Server messages (reason keys and field-error keys) of this domain, in every language. Keys are flat.
export const searchMessages_en_US = {
  'error.search.query_too_long': 'The search query is too long (512 characters at most).',
  'error.search.order_invalid': 'Sort results by relevance, newest, active or score.',
} as const;

export const searchMessages_zh_CN: Record<keyof typeof searchMessages_en_US, string> = {
  'error.search.query_too_long': '搜索内容过长（最多 512 个字符）。',
  'error.search.order_invalid': '排序方式只能是相关度、最新、活跃或得分。',
};
