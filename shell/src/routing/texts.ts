import { addBundle } from '@site/shared/i18n';

// Texts of the shell's routing pages (namespace `shell`).
addBundle('shell', 'en_US', {
  'agent.redirecting': 'Taking you to {{name}} to continue...',
});
addBundle('shell', 'zh_CN', {
  'agent.redirecting': '正在前往 {{name}} 继续...',
});
