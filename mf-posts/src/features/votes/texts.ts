import { addBundle } from '@site/shared/i18n';

// Votes' and reactions' texts (namespace `posts`, keys prefixed `vote.`).
addBundle('posts', 'en_US', {
  'vote.up': 'Vote up',
  'vote.down': 'Vote down',
  'vote.cancel_up': 'Cancel your up vote',
  'vote.cancel_down': 'Cancel your down vote',
  'vote.react': 'Add a reaction',
  'vote.emoji.heart': 'Heart',
  'vote.emoji.smile': 'Smile',
  'vote.emoji.frown': 'Frown',
});
addBundle('posts', 'zh_CN', {
  'vote.up': '赞同',
  'vote.down': '反对',
  'vote.cancel_up': '取消赞同',
  'vote.cancel_down': '取消反对',
  'vote.react': '添加表情',
  'vote.emoji.heart': '爱心',
  'vote.emoji.smile': '微笑',
  'vote.emoji.frown': '皱眉',
});

/** How each reaction emoji is drawn. */
export const EMOJI_GLYPH: Record<string, string> = { heart: '❤️', smile: '😄', frown: '🙁' };
