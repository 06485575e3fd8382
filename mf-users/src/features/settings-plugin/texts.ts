import { addBundle } from '@site/shared/i18n';

// A plugin's member settings page (namespace `users`).
addBundle('users', 'en_US', { 'settings.plugin.save': 'Save' });
addBundle('users', 'zh_CN', { 'settings.plugin.save': '保存' });
