import { addBundle } from '@site/shared/i18n';

// Changing the email of an account and confirming the new one (namespace `users`).
addBundle('users', 'en_US', {
  'users.change_email.title': 'Change email',
  'users.change_email.current': 'Current email:',
  'users.change_email.new_email': 'New email',
  'users.change_email.submit': 'Send confirmation email',
  'users.change_email.sent_title': 'Check your inbox',
  'users.change_email.sent': 'We sent a confirmation link to {{mail}}. Open it to use this address.',
  'users.change_email.confirming': 'Confirming your new email...',
  'users.change_email.changed': 'Your email has been changed.',
});
addBundle('users', 'zh_CN', {
  'users.change_email.title': '更换邮箱',
  'users.change_email.current': '当前邮箱：',
  'users.change_email.new_email': '新邮箱',
  'users.change_email.submit': '发送确认邮件',
  'users.change_email.sent_title': '请查收邮件',
  'users.change_email.sent': '我们已向 {{mail}} 发送确认链接，打开它即可使用该地址。',
  'users.change_email.confirming': '正在确认你的新邮箱…',
  'users.change_email.changed': '你的邮箱已更换。',
});
