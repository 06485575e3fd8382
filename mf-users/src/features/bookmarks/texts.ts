import { addBundle } from '@site/shared/i18n';

// The bookmarks page's texts (namespace `users`, keys prefixed `bookmarks.`).
addBundle('users', 'en_US', {
  'bookmarks.title': 'Bookmarks',
  'bookmarks.not_available': 'The list of your bookmarks is not available yet. Posts you bookmark keep their Bookmarked mark on their page.',
});
addBundle('users', 'zh_CN', {
  'bookmarks.title': '收藏',
  'bookmarks.not_available': '收藏列表暂未开放。你收藏的帖子在其页面上会显示“已收藏”。',
});
