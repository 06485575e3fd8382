import type { AppDispatch } from '@site/shared/store';
import { HOT_LIST, listQueryArgs, readListParams } from './list-params';
import { postListApi } from './post-list-api';

/**
 * Asks for the list and the hot list of an address before the page renders (when the remote's routes load for that
 * address): the page's first render then has its posts, instead of rendering a placeholder, asking, and rendering
 * again. The page's own queries take these answers over (same arguments, one request each).
 */
export function prefetchListPage(dispatch: AppDispatch, pathname: string, search: URLSearchParams): void {
  dispatch(postListApi.util.prefetch('getQuestionPage', listQueryArgs(readListParams(pathname, search)), { ifOlderThan: 30 }));
  dispatch(postListApi.util.prefetch('getQuestionPage', { ...HOT_LIST }, { ifOlderThan: 30 }));
}
