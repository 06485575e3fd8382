import { addBundle } from '@site/shared/i18n';

// The admin home's own text (namespace `admin`); its links are the menu's entries (components/texts.ts).
addBundle('admin', 'en_US', {
  'home.intro': 'This admin page does not exist. The admin pages:',
});
addBundle('admin', 'zh_CN', {
  'home.intro': '该后台页面不存在。后台页面：',
});
