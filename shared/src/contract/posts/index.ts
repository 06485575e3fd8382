// Issue 4's domains, one file each, so each domain's schemas and endpoints change without touching the others.
import { answerEndpoints } from './answer.js';
import { commentEndpoints } from './comment.js';
import { questionReadEndpoints } from './question-read.js';
import { questionStateEndpoints } from './question-state.js';
import { questionWriteEndpoints } from './question-write.js';
import { searchEndpoints } from './search.js';
import { tagEndpoints } from './tag.js';
import { timelineEndpoints } from './timeline.js';
import { voteEndpoints } from './vote.js';

export * from './answer.js';
export * from './comment.js';
export * from './question-read.js';
export * from './question-state.js';
export * from './question-write.js';
export * from './search.js';
export * from './tag.js';
export * from './timeline.js';
export * from './vote.js';

export const postEndpoints = {
  ...questionReadEndpoints,
  ...questionWriteEndpoints,
  ...answerEndpoints,
  ...commentEndpoints,
  ...voteEndpoints,
  ...questionStateEndpoints,
  ...tagEndpoints,
  ...searchEndpoints,
  ...timelineEndpoints,
} as const;
