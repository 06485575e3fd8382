import { addBundle } from '@site/shared/i18n';

// Post counts ("1 vote", "13.5k views") shown by the list, the detail and the search hits (namespace `posts`).
addBundle('posts', 'en_US', {
  'list.votes_one': '{{n}} vote',
  'list.votes_other': '{{n}} votes',
  'list.answers_one': '{{n}} answer',
  'list.answers_other': '{{n}} answers',
  'list.views_one': '{{n}} view',
  'list.views_other': '{{n}} views',
});
addBundle('posts', 'zh_CN', {
  'list.votes_one': '{{n}} 票',
  'list.votes_other': '{{n}} 票',
  'list.answers_one': '{{n}} 个回答',
  'list.answers_other': '{{n}} 个回答',
  'list.views_one': '{{n}} 次浏览',
  'list.views_other': '{{n}} 次浏览',
});
