import { addBundle } from '@site/shared/i18n';

// The points pages' common texts: the sub-navigation, the balance, the statuses (namespace `users`).
addBundle('users', 'en_US', {
  'points.menu_label': 'Points',
  'points.nav.statement': 'Points statement',
  'points.nav.recharge': 'Recharge',
  'points.nav.exchange': 'Reputation to points',
  'points.nav.entry': 'Platform entry',
  'points.nav.verification': 'Real-name verification',
  'points.nav.withdrawal': 'Points withdrawal',
  'points.balance': 'Balance: {{score}} points',
  'points.amount': '{{amount}} points',
});
addBundle('users', 'zh_CN', {
  'points.menu_label': '积分',
  'points.nav.statement': '积分明细',
  'points.nav.recharge': '充值',
  'points.nav.exchange': '声望兑换积分',
  'points.nav.entry': '平台入驻',
  'points.nav.verification': '实名认证',
  'points.nav.withdrawal': '积分提现',
  'points.balance': '余额：{{score}} 积分',
  'points.amount': '{{amount}} 积分',
});
