// Server messages of the admin's contents pages, in every language.
export const adminContentsMessages_en_US = {
  'error.admin.content_pending': 'This post is waiting in the review queue: approve or reject it there.',
};
export const adminContentsMessages_zh_CN: Record<keyof typeof adminContentsMessages_en_US, string> = {
  'error.admin.content_pending': '该内容正在审核队列中等待处理：请在审核队列中通过或拒绝。',
};
