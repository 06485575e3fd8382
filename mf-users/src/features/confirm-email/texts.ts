import { addBundle } from '@site/shared/i18n';

// Asking a third-party login for the email it did not give (namespace `users`).
addBundle('users', 'en_US', {
  'users.confirm_email.title': 'Add your email',
  'users.confirm_email.intro': 'Your login did not give us an email address. Enter one to finish logging in.',
  'users.confirm_email.submit': 'Continue',
  'users.confirm_email.exists': 'An account already uses {{mail}}. We can send a link to that address: opening it adds this login to that account.',
  'users.confirm_email.send_link': 'Send the link',
  'users.confirm_email.sent_title': 'Check your inbox',
  'users.confirm_email.sent': 'We sent a confirm link to {{mail}}. Open it to finish logging in.',
});
addBundle('users', 'zh_CN', {
  'users.confirm_email.title': '补充邮箱',
  'users.confirm_email.intro': '此次登录没有提供邮箱地址，请填写一个以完成登录。',
  'users.confirm_email.submit': '继续',
  'users.confirm_email.exists': '已有账号使用 {{mail}}。我们可以向该地址发送一个链接：打开它即可将此登录方式添加到该账号。',
  'users.confirm_email.send_link': '发送链接',
  'users.confirm_email.sent_title': '请查收邮件',
  'users.confirm_email.sent': '我们已向 {{mail}} 发送确认链接，打开它即可完成登录。',
});
