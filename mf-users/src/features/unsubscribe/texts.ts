import { addBundle } from '@site/shared/i18n';

// The unsubscribe page's texts (namespace `users`); the setting's name comes from the notification settings' texts.
addBundle('users', 'en_US', {
  'users.unsubscribe.working': 'Unsubscribing…',
  'users.unsubscribe.done': 'You are unsubscribed',
  'users.unsubscribe.turned_off': 'This email notification is now off: {{setting}}.',
  'users.unsubscribe.to_settings': 'Notification settings',
});
addBundle('users', 'zh_CN', {
  'users.unsubscribe.working': '正在退订…',
  'users.unsubscribe.done': '已退订',
  'users.unsubscribe.turned_off': '此邮件通知已关闭：{{setting}}。',
  'users.unsubscribe.to_settings': '通知设置',
});
