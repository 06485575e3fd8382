import { addBundle } from '@site/shared/i18n';

// The privileges page (namespace `admin`).
addBundle('admin', 'en_US', {
  'privileges.intro': 'The reputation a member needs for each action. Moderators and admins may always act, and members always edit their own posts.',
  'privileges.level': 'Privilege level',
  'privileges.action': 'Privilege',
  'privileges.reputation': 'Reputation needed',
  'privileges.save': 'Save',
});
addBundle('admin', 'zh_CN', {
  'privileges.intro': '会员执行每项操作所需的声望。版主和管理员始终可以操作，会员始终可以编辑自己的帖子。',
  'privileges.level': '特权级别',
  'privileges.action': '特权',
  'privileges.reputation': '所需声望',
  'privileges.save': '保存',
});
