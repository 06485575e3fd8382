import { addBundle } from '@site/shared/i18n';

// The sign-up page's texts (namespace `users`).
addBundle('users', 'en_US', {
  'users.register.title': 'Sign up for {{site}}',
  'users.register.username': 'Username',
  'users.register.username_hint': 'Up to 30 characters: a-z, 0-9, "- . _".',
  'users.register.display_name': 'Display name (optional)',
  'users.register.submit': 'Sign up',
  'users.register.have_account': 'Already have an account?',
});
addBundle('users', 'zh_CN', {
  'users.register.title': '注册 {{site}}',
  'users.register.username': '用户名',
  'users.register.username_hint': '最多 30 个字符：a-z、0-9、"- . _"。',
  'users.register.display_name': '昵称（可选）',
  'users.register.submit': '注册',
  'users.register.have_account': '已有账号？',
});
