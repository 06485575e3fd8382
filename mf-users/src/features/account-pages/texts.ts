import { addBundle } from '@site/shared/i18n';

// Titles of mf-users pages that are routed but not built yet (namespace `users`).
addBundle('users', 'en_US', {
  'users.list.title': 'Users',
});
addBundle('users', 'zh_CN', {
  'users.list.title': '用户',
});
