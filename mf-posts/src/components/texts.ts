import { addBundle } from '@site/shared/i18n';

// Post counts ("1 vote", "13.5k views") and points badges shown by the list, the detail and the search hits
// (namespace `posts`).
addBundle('posts', 'en_US', {
  'list.votes_one': '{{n}} vote',
  'list.votes_other': '{{n}} votes',
  'list.answers_one': '{{n}} answer',
  'list.answers_other': '{{n}} answers',
  'list.views_one': '{{n}} view',
  'list.views_other': '{{n}} views',
  'points.price_one': 'Unlock: {{count}} point',
  'points.price_other': 'Unlock: {{count}} points',
  'points.reward_one': 'Reward: {{count}} point',
  'points.reward_other': 'Reward: {{count}} points',
});
addBundle('posts', 'zh_CN', {
  'list.votes_one': '{{n}} 票',
  'list.votes_other': '{{n}} 票',
  'list.answers_one': '{{n}} 个回答',
  'list.answers_other': '{{n}} 个回答',
  'list.views_one': '{{n}} 次浏览',
  'list.views_other': '{{n}} 次浏览',
  'points.price_one': '解锁：{{count}} 积分',
  'points.price_other': '解锁：{{count}} 积分',
  'points.reward_one': '悬赏：{{count}} 积分',
  'points.reward_other': '悬赏：{{count}} 积分',
});
