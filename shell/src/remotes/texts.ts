import { addBundle } from '@site/shared/i18n';

// What a slot shows when its remote cannot be loaded, or needs a newer page (namespace `shell`).
addBundle('shell', 'en_US', {
  'shell.slot_failed': 'This part of the site could not be loaded.',
  'shell.retry': 'Retry',
  'shell.slot_needs_newer_page': 'This part of the site needs a newer version of the page.',
  'shell.slot_needs_newer_page_detail': 'It was updated after this page was loaded. Reload the page to use it.',
  'shell.reload': 'Reload',
});
addBundle('shell', 'zh_CN', {
  'shell.slot_failed': '网站的这一部分无法加载。',
  'shell.retry': '重试',
  'shell.slot_needs_newer_page': '网站的这一部分需要更新版本的页面。',
  'shell.slot_needs_newer_page_detail': '它在此页面加载之后已更新。请重新加载页面后使用。',
  'shell.reload': '重新加载',
});
