import { addBundle } from '@site/shared/i18n';

// Texts of the maintenance banner staff see (namespace `shell`); the page's own text is common (maintenance.text).
addBundle('shell', 'en_US', {
  'maintenance.banner': 'Maintenance mode is on: members and visitors see the maintenance page, staff keep working.',
  'maintenance.banner_settings': 'Maintenance settings',
});
addBundle('shell', 'zh_CN', {
  'maintenance.banner': '维护模式已开启：会员和访客看到维护页面，管理人员可继续工作。',
  'maintenance.banner_settings': '维护设置',
});
