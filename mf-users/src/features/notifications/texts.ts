import { addBundle } from '@site/shared/i18n';

// The notifications pages' texts (namespace `users`, keys prefixed `notifications.`).
addBundle('users', 'en_US', {
  'notifications.title': 'Notifications',
  'notifications.inbox': 'Inbox',
  'notifications.achievement': 'Achievements',
  'notifications.read_all': 'Mark all as read',
  'notifications.tab.all': 'All',
  'notifications.tab.posts': 'Posts',
  'notifications.tab.invites': 'Invites',
  'notifications.tab.votes': 'Votes',
  'notifications.tab.reputation': 'Reputation',
  'notifications.tab.integrals': 'Points',
  'notifications.empty_inbox': 'No notifications yet. Answers, comments, mentions, invitations and votes on your posts show up here.',
  'notifications.empty_achievement': 'No achievements yet. Reputation and points you gain or lose show up here.',
  'notifications.someone': 'Someone',
  'notifications.new': 'New',
});
addBundle('users', 'zh_CN', {
  'notifications.title': '通知',
  'notifications.inbox': '收件箱',
  'notifications.achievement': '成就',
  'notifications.read_all': '全部标为已读',
  'notifications.tab.all': '全部',
  'notifications.tab.posts': '帖子',
  'notifications.tab.invites': '邀请',
  'notifications.tab.votes': '投票',
  'notifications.tab.reputation': '声望',
  'notifications.tab.integrals': '积分',
  'notifications.empty_inbox': '暂无通知。你的帖子收到的回答、评论、提及、邀请和投票会显示在这里。',
  'notifications.empty_achievement': '暂无成就。你获得或失去的声望和积分会显示在这里。',
  'notifications.someone': '某人',
  'notifications.new': '新',
});
