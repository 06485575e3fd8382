import { addBundle } from '@site/shared/i18n';

// The name of each email notification setting (namespace `users`): the settings page labels its switches with them
// and the unsubscribe page says which one a mail's link turned off.
addBundle('users', 'en_US', {
  'settings.notify.inbox': 'Inbox: answers, comments and invitations for me',
  'settings.notify.all_new_question': 'New questions',
  'settings.notify.all_new_question_score': 'New questions with points',
  'settings.notify.all_new_article': 'New articles',
  'settings.notify.all_new_article_score': 'New articles with points',
  'settings.notify.all_new_resource': 'New resources',
  'settings.notify.all_new_resource_score': 'New resources with points',
  'settings.notify.all_new_aipic': 'New AI pictures',
  'settings.notify.all_new_aipic_score': 'New AI pictures with points',
  'settings.notify.all_new_bounty': 'New bounties',
  'settings.notify.all_new_question_for_following_tags': 'New posts in tags I follow',
  'settings.notify.weekly_digest': 'Weekly digest of the best new posts in tags I follow',
});
addBundle('users', 'zh_CN', {
  'settings.notify.inbox': '收件箱：给我的回答、评论和邀请',
  'settings.notify.all_new_question': '新问题',
  'settings.notify.all_new_question_score': '带积分的新问题',
  'settings.notify.all_new_article': '新文章',
  'settings.notify.all_new_article_score': '带积分的新文章',
  'settings.notify.all_new_resource': '新资源',
  'settings.notify.all_new_resource_score': '带积分的新资源',
  'settings.notify.all_new_aipic': '新 AI 图片',
  'settings.notify.all_new_aipic_score': '带积分的新 AI 图片',
  'settings.notify.all_new_bounty': '新悬赏',
  'settings.notify.all_new_question_for_following_tags': '我关注的标签下的新帖',
  'settings.notify.weekly_digest': '每周精选：我关注的标签下最好的新帖',
});
