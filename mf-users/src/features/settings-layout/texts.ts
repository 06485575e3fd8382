import { addBundle } from '@site/shared/i18n';

// The settings pages' title and menu (namespace `users`).
addBundle('users', 'en_US', {
  'settings.title': 'Settings',
  'settings.nav.profile': 'Profile',
  'settings.nav.notify': 'Notifications',
  'settings.nav.account': 'Account',
  'settings.nav.interface': 'Interface',
});
addBundle('users', 'zh_CN', {
  'settings.title': '设置',
  'settings.nav.profile': '个人资料',
  'settings.nav.notify': '通知',
  'settings.nav.account': '账号',
  'settings.nav.interface': '界面',
});
