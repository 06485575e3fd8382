import { addBundle } from '@site/shared/i18n';

// What a slot shows when its remote cannot be loaded (namespace `shell`).
addBundle('shell', 'en_US', {
  'shell.slot_failed': 'This part of the site could not be loaded.',
  'shell.retry': 'Retry',
});
addBundle('shell', 'zh_CN', {
  'shell.slot_failed': '网站的这一部分无法加载。',
  'shell.retry': '重试',
});
