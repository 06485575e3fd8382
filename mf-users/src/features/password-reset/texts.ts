import { addBundle } from '@site/shared/i18n';

// The password reset page's texts (namespace `users`).
addBundle('users', 'en_US', {
  'users.reset.title': 'Set a new password',
  'users.reset.new_password': 'New password',
  'users.reset.repeat_password': 'Repeat the new password',
  'users.reset.mismatch': 'The two passwords do not match.',
  'users.reset.submit': 'Reset password',
  'users.reset.done': 'Your password has been reset. Log in with the new password.',
  'users.reset.to_login': 'Continue to log in',
  'users.reset.ask_again': 'Ask for a new link',
});
addBundle('users', 'zh_CN', {
  'users.reset.title': '设置新密码',
  'users.reset.new_password': '新密码',
  'users.reset.repeat_password': '再次输入新密码',
  'users.reset.mismatch': '两次输入的密码不一致。',
  'users.reset.submit': '重置密码',
  'users.reset.done': '你的密码已重置，请使用新密码登录。',
  'users.reset.to_login': '前往登录',
  'users.reset.ask_again': '重新获取链接',
});
