import { addBundle } from '@site/shared/i18n';

// The legal pages (namespace `users`).
addBundle('users', 'en_US', {
  'legal.tos': 'Terms of service',
  'legal.privacy': 'Privacy policy',
  'legal.empty': 'Nothing has been written here yet.',
});
addBundle('users', 'zh_CN', {
  'legal.tos': '服务条款',
  'legal.privacy': '隐私政策',
  'legal.empty': '这里还没有内容。',
});
