import { addBundle } from '@site/shared/i18n';

// The bookmarks page's texts (namespace `users`, keys prefixed `bookmarks.`).
addBundle('users', 'en_US', {
  'bookmarks.title': 'Bookmarks',
  'bookmarks.empty': 'No bookmarks yet. Use the Bookmark button on a post to keep it here.',
  'bookmarks.counts': '{{votes}} votes · {{answers}} answers',
});
addBundle('users', 'zh_CN', {
  'bookmarks.title': '收藏',
  'bookmarks.empty': '还没有收藏。在帖子上点击“收藏”按钮即可保存到这里。',
  'bookmarks.counts': '{{votes}} 票 · {{answers}} 个回答',
});
