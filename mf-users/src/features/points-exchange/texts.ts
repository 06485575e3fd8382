import { addBundle } from '@site/shared/i18n';

// The reputation exchange's texts (namespace `users`).
addBundle('users', 'en_US', {
  'points.exchange.intro':
    'Reputation you have not exchanged yet turns into points at the ratio of the level you entered. Each reputation is exchanged only once; your reputation itself stays.',
  'points.exchange.needs_entry': 'Enter the platform first: your level sets how many points your reputation makes.',
  'points.exchange.switched_off': 'The admins have switched the exchange off for now.',
  'points.exchange.reputation': 'Your reputation',
  'points.exchange.exchanged': 'Already exchanged',
  'points.exchange.exchangeable': 'Reputation you can exchange',
  'points.exchange.points': 'Points it makes',
  'points.exchange.points_at': 'Points it makes at {{level}} ({{ratio}} per reputation)',
  'points.exchange.submit': 'Exchange',
  'points.exchange.done': 'You received {{points}} points for {{rank}} reputation. Your balance is now {{score}} points.',
});
addBundle('users', 'zh_CN', {
  'points.exchange.intro': '尚未兑换的声望可按你入驻等级的比例兑换为积分。每点声望只能兑换一次，你的声望本身不变。',
  'points.exchange.needs_entry': '请先完成平台入驻：你的等级决定声望可兑换多少积分。',
  'points.exchange.switched_off': '管理员暂时关闭了声望兑换。',
  'points.exchange.reputation': '你的声望',
  'points.exchange.exchanged': '已兑换',
  'points.exchange.exchangeable': '可兑换的声望',
  'points.exchange.points': '可兑换积分',
  'points.exchange.points_at': '按 {{level}} 可兑换积分（每点声望 {{ratio}} 积分）',
  'points.exchange.submit': '兑换',
  'points.exchange.done': '你用 {{rank}} 声望兑换了 {{points}} 积分，当前余额为 {{score}} 积分。',
});
