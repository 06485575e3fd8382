import { addBundle } from '@site/shared/i18n';

// The header's own texts (namespace `shell`); the shared navigation texts live in the common catalogue.
addBundle('shell', 'en_US', { 'header.ask': 'Ask', 'header.search_label': 'Search the site', 'header.menu': 'Menu' });
addBundle('shell', 'zh_CN', { 'header.ask': '提问', 'header.search_label': '搜索全站', 'header.menu': '菜单' });
