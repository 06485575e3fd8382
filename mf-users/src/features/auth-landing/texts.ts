import { addBundle } from '@site/shared/i18n';

// The third-party login landing page's texts (namespace `users`).
addBundle('users', 'en_US', {
  'users.auth_landing.working': 'Logging you in...',
});
addBundle('users', 'zh_CN', {
  'users.auth_landing.working': '正在登录…',
});
