import { addBundle } from '@site/shared/i18n';

// The live lists' texts (namespace `posts`, keys prefixed `live.`).
addBundle('posts', 'en_US', {
  'live.new_posts_one': '{{count}} new post: show it',
  'live.new_posts_other': '{{count}} new posts: show them',
});
addBundle('posts', 'zh_CN', {
  'live.new_posts_one': '有 {{count}} 条新帖子，点击查看',
  'live.new_posts_other': '有 {{count}} 条新帖子，点击查看',
});
