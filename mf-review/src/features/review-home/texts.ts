import { addBundle } from '@site/shared/i18n';

// The review entry page's texts (namespace `review`); its title is the navigation entry's, in the common catalogue.
addBundle('review', 'en_US', {
  'queue.empty': 'The review queue is empty.',
});
addBundle('review', 'zh_CN', {
  'queue.empty': '审核队列为空。',
});
