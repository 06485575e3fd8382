import { addBundle } from '@site/shared/i18n';

// The forgot-password page's texts (namespace `users`).
addBundle('users', 'en_US', {
  'users.recovery.title': 'Forgot your password?',
  'users.recovery.intro': 'Enter the email of your account and we will send you a link to reset the password.',
  'users.recovery.submit': 'Send recovery email',
  'users.recovery.sent_title': 'Check your inbox',
  'users.recovery.sent': 'If an account uses {{mail}}, we sent a link to reset the password. It may take a few minutes to arrive.',
  'users.recovery.back_to_login': 'Back to log in',
});
addBundle('users', 'zh_CN', {
  'users.recovery.title': '忘记密码？',
  'users.recovery.intro': '输入账号的邮箱，我们会发送一个重置密码的链接。',
  'users.recovery.submit': '发送找回邮件',
  'users.recovery.sent_title': '请查收邮件',
  'users.recovery.sent': '如果有账号使用 {{mail}}，我们已向其发送重置密码的链接，可能需要几分钟才能送达。',
  'users.recovery.back_to_login': '返回登录',
});
