import { addBundle } from '@site/shared/i18n';

// The maintenance switch on the general settings page (namespace `admin`).
addBundle('admin', 'en_US', {
  'site_settings.maintenance.title': 'Maintenance mode',
  'site_settings.maintenance.label': 'Maintenance mode',
  'site_settings.maintenance.hint':
    'While on, members and visitors see "We are undergoing maintenance and will be back soon." and cannot use the site; admins and moderators keep working and can still log in.',
  'site_settings.maintenance.turned_on': 'Maintenance mode is on.',
  'site_settings.maintenance.turned_off': 'Maintenance mode is off: the site is open again.',
});
addBundle('admin', 'zh_CN', {
  'site_settings.maintenance.title': '维护模式',
  'site_settings.maintenance.label': '维护模式',
  'site_settings.maintenance.hint': '开启后，会员和访客将看到“我们正在进行维护，很快就会回来。”且无法使用本站；管理员和版主可继续工作，也仍可登录。',
  'site_settings.maintenance.turned_on': '维护模式已开启。',
  'site_settings.maintenance.turned_off': '维护模式已关闭：本站已重新开放。',
});
