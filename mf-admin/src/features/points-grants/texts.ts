import { addBundle } from '@site/shared/i18n';

// The grants and corrections page (namespace `admin`).
addBundle('admin', 'en_US', {
  'grants.member': 'Member',
  'grants.member_help': 'Type a username, a display name, an e-mail address, or id: and the number (id:42).',
  'grants.member_placeholder': 'Find a member',
  'grants.member_none': 'No member matches.',
  'grants.amount': 'Points',
  'grants.amount_help': 'A negative number takes points away (a correction).',
  'grants.reason': 'Reason',
  'grants.reason_help': 'The member reads it in their statement.',
  'grants.submit': 'Grant',
  'grants.done_one': '{{name}} now has {{count, number}} point.',
  'grants.done_other': '{{name}} now has {{count, number}} points.',
});
addBundle('admin', 'zh_CN', {
  'grants.member': '用户',
  'grants.member_help': '输入用户名、显示名称、邮箱，或 id: 加编号（如 id:42）。',
  'grants.member_placeholder': '查找用户',
  'grants.member_none': '没有匹配的用户。',
  'grants.amount': '积分',
  'grants.amount_help': '负数表示扣回积分（更正）。',
  'grants.reason': '原因',
  'grants.reason_help': '用户会在积分明细中看到。',
  'grants.submit': '发放',
  'grants.done_one': '{{name}} 现在有 {{count, number}} 积分。',
  'grants.done_other': '{{name}} 现在有 {{count, number}} 积分。',
});
