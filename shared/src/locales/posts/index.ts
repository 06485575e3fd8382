// Issue 4's server messages, one file per domain (merged into the en_US and zh_CN catalogues).
import { answerMessages_en_US, answerMessages_zh_CN } from './answer.js';
import { commentMessages_en_US, commentMessages_zh_CN } from './comment.js';
import { questionStateMessages_en_US, questionStateMessages_zh_CN } from './question-state.js';
import { questionWriteMessages_en_US, questionWriteMessages_zh_CN } from './question-write.js';
import { searchMessages_en_US, searchMessages_zh_CN } from './search.js';
import { tagMessages_en_US, tagMessages_zh_CN } from './tag.js';
import { voteMessages_en_US, voteMessages_zh_CN } from './vote.js';
import { timelineMessages_en_US, timelineMessages_zh_CN } from './timeline.js';

export const postMessages_en_US = {
  ...questionWriteMessages_en_US,
  ...answerMessages_en_US,
  ...commentMessages_en_US,
  ...voteMessages_en_US,
  ...questionStateMessages_en_US,
  ...tagMessages_en_US,
  ...searchMessages_en_US,
  ...timelineMessages_en_US,
} as const;

export const postMessages_zh_CN: Record<keyof typeof postMessages_en_US, string> = {
  ...questionWriteMessages_zh_CN,
  ...answerMessages_zh_CN,
  ...commentMessages_zh_CN,
  ...voteMessages_zh_CN,
  ...questionStateMessages_zh_CN,
  ...tagMessages_zh_CN,
  ...searchMessages_zh_CN,
  ...timelineMessages_zh_CN,
};
