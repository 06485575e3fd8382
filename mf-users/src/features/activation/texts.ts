import { addBundle } from '@site/shared/i18n';

// Account activation: the not-activated panel, the activation link and its outcome (namespace `users`).
addBundle('users', 'en_US', {
  'users.inactive.title': 'Your account is not activated yet',
  'users.inactive.sent_to': 'We sent an activation email to',
  'users.inactive.spam_hint': "Follow the link in the email to activate your account. If it doesn't arrive, check your spam folder.",
  'users.inactive.resend': 'Resend activation email',
  'users.inactive.sent_again': 'We sent another activation email to {{mail}}. It may take a few minutes to arrive.',
  'users.inactive.wrong_email': 'Wrong email address?',
  'users.inactive.change_email': 'Change email',
  'users.activation.working': 'Activating your account...',
  'users.activation.success_title': 'Your account is activated',
  'users.activation.success_text': 'Welcome! You can now ask, answer and take part in the community.',
});
addBundle('users', 'zh_CN', {
  'users.inactive.title': '你的账号尚未激活',
  'users.inactive.sent_to': '我们已发送激活邮件至',
  'users.inactive.spam_hint': '请点击邮件中的链接激活账号。如果没有收到，请检查垃圾邮件箱。',
  'users.inactive.resend': '重新发送激活邮件',
  'users.inactive.sent_again': '我们已再次发送激活邮件至 {{mail}}，可能需要几分钟才能送达。',
  'users.inactive.wrong_email': '邮箱地址填错了？',
  'users.inactive.change_email': '更换邮箱',
  'users.activation.working': '正在激活你的账号…',
  'users.activation.success_title': '你的账号已激活',
  'users.activation.success_text': '欢迎！现在你可以提问、回答并参与社区了。',
});
