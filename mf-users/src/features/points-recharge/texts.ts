import { addBundle } from '@site/shared/i18n';

// The recharge page's texts (namespace `users`).
addBundle('users', 'en_US', {
  'points.recharge.intro':
    "Recharge codes are sold by this community's admins: buy one from them, then enter it here. Its points are added to your balance at once, and each code works only once.",
  'points.recharge.code': 'Recharge code',
  'points.recharge.code_help': 'Case, spaces and dashes do not matter.',
  'points.recharge.submit': 'Redeem',
  'points.recharge.success': 'You received {{amount}} points. Your balance is now {{score}} points.',
  'points.recharge.needed': 'You need more points to unlock that post. Redeem a code, then go back to it.',
  'points.recharge.back': 'Back to the post',
});
addBundle('users', 'zh_CN', {
  'points.recharge.intro': '充值兑换码由本社区的管理员出售：向他们购买后在此输入，积分会立即加到你的余额中。每个兑换码只能使用一次。',
  'points.recharge.code': '兑换码',
  'points.recharge.code_help': '不区分大小写，空格和连字符可有可无。',
  'points.recharge.submit': '兑换',
  'points.recharge.success': '你获得了 {{amount}} 积分，当前余额为 {{score}} 积分。',
  'points.recharge.needed': '你的积分不足以解锁那篇帖子。兑换后再回去解锁。',
  'points.recharge.back': '返回帖子',
});
