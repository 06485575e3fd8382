import { addBundle } from '@site/shared/i18n';

// The admin entry page's texts (namespace `admin`): the spec's admin menu and the dashboard placeholder. The page's
// title is the navigation entry's, in the common catalogue.
addBundle('admin', 'en_US', {
  'menu.dashboard': 'Dashboard',
  'menu.contents': 'Contents',
  'menu.users': 'Users',
  'menu.customize': 'Customize',
  'menu.settings': 'Settings',
  'menu.plugins': 'Plugins',
  'dashboard.placeholder': 'Dashboard: statistics, health status and system info will appear here.',
});
addBundle('admin', 'zh_CN', {
  'menu.dashboard': '仪表盘',
  'menu.contents': '内容',
  'menu.users': '用户',
  'menu.customize': '自定义',
  'menu.settings': '设置',
  'menu.plugins': '插件',
  'dashboard.placeholder': '仪表盘：统计数据、健康状态和系统信息将显示在这里。',
});
