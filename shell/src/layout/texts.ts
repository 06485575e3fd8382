import { addBundle } from '@site/shared/i18n';

// The header's and the avatar menu's own texts (namespace `shell`). The post kinds' names and the Review and Admin
// entries are in the common catalogue, because the remotes' pages show them too.
addBundle('shell', 'en_US', {
  'header.ask': 'Ask',
  'header.search_label': 'Search the site',
  'header.menu': 'Menu',
  'nav.tag': 'Tags',
  'nav.weekly_collections': 'Weekly recommended',
  'nav.profile': 'Profile',
  'nav.account_settings': 'Account settings',
  'nav.reputation_to_points': 'Reputation to points',
  'nav.real_name': 'Real-name verification',
  'nav.points_withdrawal': 'Points withdrawal',
  'nav.platform_entry': 'Platform entry',
  'nav.moderation': 'Moderation',
  'nav.bookmarks': 'Bookmarks',
  'nav.logout': 'Log out',
  'nav.login': 'Log in',
  'nav.signup': 'Sign up',
  'nav.search_placeholder': 'Search',
});
addBundle('shell', 'zh_CN', {
  'header.ask': '提问',
  'header.search_label': '搜索全站',
  'header.menu': '菜单',
  'nav.tag': '标签',
  'nav.weekly_collections': '每周推荐',
  'nav.profile': '个人主页',
  'nav.account_settings': '账号设置',
  'nav.reputation_to_points': '声望兑换积分',
  'nav.real_name': '实名认证',
  'nav.points_withdrawal': '积分提现',
  'nav.platform_entry': '平台入驻',
  'nav.moderation': '管理',
  'nav.bookmarks': '收藏',
  'nav.logout': '退出登录',
  'nav.login': '登录',
  'nav.signup': '注册',
  'nav.search_placeholder': '搜索',
});
