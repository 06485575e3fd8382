import { addBundle } from '@site/shared/i18n';

// The user-center login's failure page (namespace `users`).
addBundle('users', 'en_US', {
  'users.auth_failed.title': 'Login failed',
  'users.auth_failed.retry': 'Try again',
});
addBundle('users', 'zh_CN', {
  'users.auth_failed.title': '登录失败',
  'users.auth_failed.retry': '重试',
});
