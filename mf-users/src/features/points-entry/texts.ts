import { addBundle } from '@site/shared/i18n';

// The platform entry page's texts (namespace `users`).
addBundle('users', 'en_US', {
  'points.entry.intro':
    'Entering the platform lets you exchange your reputation for points at your level\'s ratio, and cash points out. You enter at the highest level your reputation reaches, and can move up whenever it reaches a higher one.',
  'points.entry.reputation': 'Your reputation',
  'points.entry.current': 'Your level',
  'points.entry.reaches': 'Your reputation reaches',
  'points.entry.not_entered': 'Not entered yet',
  'points.entry.none_yet': 'No level yet',
  'points.entry.level': 'Level',
  'points.entry.rank_needed': 'Reputation needed',
  'points.entry.ratio': 'Points per reputation',
  'points.entry.yours': 'Your level',
  'points.entry.reachable': 'Within reach',
  'points.entry.no_levels': 'The admins have not set any levels yet.',
  'points.entry.enter': 'Enter at {{level}}',
  'points.entry.move_up': 'Move up to {{level}}',
  'points.entry.highest': 'You are at the highest level your reputation reaches.',
  'points.entry.not_reached': 'Your reputation has not reached a level yet: answers and votes earn it.',
});
addBundle('users', 'zh_CN', {
  'points.entry.intro': '入驻平台后，你可以按所在等级的比例用声望兑换积分，并提现积分。你会以声望所能达到的最高等级入驻；声望达到更高等级后可以随时升级。',
  'points.entry.reputation': '你的声望',
  'points.entry.current': '你的等级',
  'points.entry.reaches': '你的声望可达到',
  'points.entry.not_entered': '尚未入驻',
  'points.entry.none_yet': '尚无等级',
  'points.entry.level': '等级',
  'points.entry.rank_needed': '所需声望',
  'points.entry.ratio': '每点声望可兑换积分',
  'points.entry.yours': '你的等级',
  'points.entry.reachable': '可达到',
  'points.entry.no_levels': '管理员尚未设置任何等级。',
  'points.entry.enter': '以 {{level}} 入驻',
  'points.entry.move_up': '升级到 {{level}}',
  'points.entry.highest': '你已处于声望所能达到的最高等级。',
  'points.entry.not_reached': '你的声望尚未达到任何等级：回答和获得投票可以提升声望。',
});
