// Reading questions: the list, the member's bookmarks (as list items) and one question with its state.
import { API_PREFIX, def } from '../define.js';
import { pageQuerySchema } from '../envelope.js';
import { questionInfoQuerySchema, questionPageQuerySchema, questionPageSchema } from '../question.js';
import { questionDetailSchema } from './question-state.js';

export const questionReadEndpoints = {
  getQuestionPage: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/question/page`,
    query: questionPageQuerySchema,
    response: questionPageSchema,
  }),
  // The logged-in member's bookmarks (collection/switch adds and removes them), as list items.
  getPersonalCollectionPage: def({
    method: 'GET',
    access: 'login',
    path: `${API_PREFIX}/personal/collection/page`,
    query: pageQuerySchema,
    response: questionPageSchema,
  }),
  getQuestionInfo: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/question/info`,
    query: questionInfoQuerySchema,
    // The base fields plus the post's state (close reason, deletion, pin): see posts/question-state.ts.
    response: questionDetailSchema,
  }),
} as const;
