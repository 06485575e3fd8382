import { addBundle } from '@site/shared/i18n';

// The review queue's rules page (namespace `admin`).
addBundle('admin', 'en_US', {
  'review_settings.intro':
    "New posts and answers that match a rule below wait in the review queue: only their author, moderators and admins see them until a moderator or admin approves them. Moderators' and admins' own content never waits.",
  'review_settings.queue_low_reputation': 'Queue what members below a reputation write',
  'review_settings.reputation_below': 'Reputation below',
  'review_settings.queue_many_links': 'Queue posts and answers with many links',
  'review_settings.link_limit': 'More links than',
  'review_settings.save': 'Save',
});
addBundle('admin', 'zh_CN', {
  'review_settings.intro': '符合下列规则的新帖子和回答会进入审核队列：在版主或管理员批准之前，只有作者、版主和管理员能看到。版主和管理员自己的内容不需要审核。',
  'review_settings.queue_low_reputation': '声望低于设定值的成员发布的内容需要审核',
  'review_settings.reputation_below': '声望低于',
  'review_settings.queue_many_links': '链接较多的帖子和回答需要审核',
  'review_settings.link_limit': '链接数超过',
  'review_settings.save': '保存',
});
