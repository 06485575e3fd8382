import { addBundle } from '@site/shared/i18n';

// The user list's texts (namespace `users`, keys prefixed `user_list.`).
addBundle('users', 'en_US', {
  'user_list.title': 'Users',
  'user_list.search': 'Find people by username or display name',
  'user_list.search_login': 'Log in to search for people.',
  'user_list.no_match': 'Nobody by that name.',
  'user_list.reputation': 'Most reputation this week',
  'user_list.voters': 'Most votes this week',
  'user_list.staff': 'Moderators and admins',
  'user_list.gained': '+{{count}} reputation',
  'user_list.votes': '{{count}} votes',
  'user_list.rank': '{{count}} reputation',
  'user_list.empty': 'Nobody yet.',
});
addBundle('users', 'zh_CN', {
  'user_list.title': '用户',
  'user_list.search': '按用户名或显示名称查找成员',
  'user_list.search_login': '登录后可以搜索成员。',
  'user_list.no_match': '没有找到该名称的成员。',
  'user_list.reputation': '本周获得声望最多',
  'user_list.voters': '本周投票最多',
  'user_list.staff': '版主和管理员',
  'user_list.gained': '+{{count}} 声望',
  'user_list.votes': '{{count}} 票',
  'user_list.rank': '{{count}} 声望',
  'user_list.empty': '还没有人。',
});
