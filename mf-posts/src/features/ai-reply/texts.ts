import { addBundle } from '@site/shared/i18n';

// AI replies' texts (namespace `posts`, keys prefixed `ai.`).
addBundle('posts', 'en_US', {
  'ai.answer': 'AI answer',
  'ai.reply': 'AI reply',
  'ai.writing': 'The AI is writing…',
  'ai.stop': 'Stop',
  'ai.saved': 'The AI reply was added to the thread.',
  'ai.saved_truncated': 'The AI reply reached the length limit and was added as it stands.',
  'ai.stopped': 'Stopped. Nothing was saved.',
  'ai.failed_next': 'Nothing was saved. Try again, or write a reply yourself.',
  'ai.retry': 'Try again',
  'ai.broken': 'The connection was lost before the AI finished.',
  'ai.mark': 'AI · {{model}}',
  'ai.mark_hint': 'Written by AI ({{model}}). Check it before relying on it.',
});
addBundle('posts', 'zh_CN', {
  'ai.answer': 'AI 回答',
  'ai.reply': 'AI 回复',
  'ai.writing': 'AI 正在撰写…',
  'ai.stop': '停止',
  'ai.saved': 'AI 回复已添加到讨论中。',
  'ai.saved_truncated': 'AI 回复达到长度上限，已按现有内容添加。',
  'ai.stopped': '已停止，未保存任何内容。',
  'ai.failed_next': '未保存任何内容。请重试，或自己撰写回复。',
  'ai.retry': '重试',
  'ai.broken': 'AI 完成前连接已断开。',
  'ai.mark': 'AI · {{model}}',
  'ai.mark_hint': '由 AI（{{model}}）撰写，请核实后再参考。',
});
