import { addBundle } from '@site/shared/i18n';

// The interface settings' texts: language and color scheme (namespace `users`).
addBundle('users', 'en_US', {
  'settings.interface.language': 'Language',
  'settings.interface.language_default': 'Default',
  'settings.interface.color_scheme': 'Color scheme',
  'settings.interface.scheme_default': 'Default',
  'settings.interface.scheme_system': 'System',
  'settings.interface.scheme_light': 'Light',
  'settings.interface.scheme_dark': 'Dark',
});
addBundle('users', 'zh_CN', {
  'settings.interface.language': '语言',
  'settings.interface.language_default': '默认',
  'settings.interface.color_scheme': '配色',
  'settings.interface.scheme_default': '默认',
  'settings.interface.scheme_system': '跟随系统',
  'settings.interface.scheme_light': '浅色',
  'settings.interface.scheme_dark': '深色',
});
