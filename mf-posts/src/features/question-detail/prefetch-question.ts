import type { AppDispatch } from '@site/shared/store';
import { questionDetailApi } from './question-detail-api';
import { isQuestionId } from './question-id';

/**
 * Opening a post's address: its data is asked for as soon as the remote's routes load (with the page's code), not
 * once the page has rendered. The page's query takes the answer over.
 */
export function prefetchQuestion(dispatch: AppDispatch, qid: string | undefined): void {
  if (qid && isQuestionId(qid)) dispatch(questionDetailApi.util.prefetch('getQuestionInfo', qid, { ifOlderThan: 30 }));
}
