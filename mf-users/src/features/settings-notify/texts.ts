import { addBundle } from '@site/shared/i18n';

// The notification settings page's texts (namespace `users`). The settings' names are in the shared catalogue
// (notification.setting.*): the mails name them too.
addBundle('users', 'en_US', {
  'settings.notify.title': 'Email notifications',
  'settings.notify.all_new_hint': 'Emails about all new posts of a kind are limited to 50 a week for each kind.',
});
addBundle('users', 'zh_CN', {
  'settings.notify.title': '邮件通知',
  'settings.notify.all_new_hint': '关于某类全部新帖的邮件，每类每周最多 50 封。',
});
