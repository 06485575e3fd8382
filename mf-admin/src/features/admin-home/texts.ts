import { addBundle } from '@site/shared/i18n';

// The admin home's own text (namespace `admin`); its links are the menu's entries (components/texts.ts).
addBundle('admin', 'en_US', {
  'dashboard.placeholder': 'Dashboard: statistics, health status and system info will appear here.',
});
addBundle('admin', 'zh_CN', {
  'dashboard.placeholder': '仪表盘：统计数据、健康状态和系统信息将显示在这里。',
});
