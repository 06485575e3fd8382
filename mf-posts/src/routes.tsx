import type { ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { store } from '@site/shared/store';
import { prefetchListPage } from './features/post-list/list-prefetch';
import { PostListPage } from './features/post-list/post-list-page';
import { loadQuestionDetailPage, prefetchQuestion } from './features/question-detail';
import { routePage } from './routes-page';

/** What a route starts when this module loads for its address: its code and its data, before the page renders. */
interface EarlyStart {
  start: (params: Params, location: { pathname: string; search: string }) => void;
}

// The list (the home page) ships with the remote's routes; every other page is its own chunk, loaded when opened,
// so the first page does not wait for the editor, markdown-it or the tag and search pages. The list fetches the
// detail page's chunk once it is shown and the browser is idle (features/question-detail/use-question-prefetch.ts).
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Pick<RouteObject, 'element' | 'handle'> => {
  const { RoutePage, preload } = routePage(load, name);
  return { element: <RoutePage />, handle: { start: preload } satisfies EarlyStart };
};

const detail = page(loadQuestionDetailPage, 'QuestionDetailPage');
const timeline = page(() => import('./features/timeline/timeline-page'), 'TimelinePage');
const listStart: EarlyStart = { start: (_, { pathname, search }) => prefetchListPage(store.dispatch, pathname, new URLSearchParams(search)) };

/** mf-posts is mounted at `/`: full paths. Guards sit inside each page's element. */
const routes: RouteObject[] = [
  { path: '/', element: <PostListPage />, handle: listStart },
  { path: '/questions', element: <PostListPage />, handle: listStart },
  { path: '/questions/ask', ...page(() => import('./features/ask/ask-page'), 'AskPage') },
  {
    path: '/questions/:qid/*',
    element: detail.element,
    handle: {
      start: (params, location) => {
        (detail.handle as EarlyStart).start(params, location);
        prefetchQuestion(store.dispatch, params.qid);
      },
    } satisfies EarlyStart,
  },
  { path: '/posts/:qid/edit', ...page(() => import('./features/ask/edit-post-page'), 'EditPostPage') },
  { path: '/posts/:qid/:aid/edit', ...page(() => import('./features/answer-edit/edit-answer-page'), 'EditAnswerPage') },
  { path: '/posts/:qid/timeline', ...timeline },
  { path: '/posts/:qid/:aid/timeline', ...timeline },
  { path: '/search', ...page(() => import('./features/search/search-page'), 'SearchPage') },
  { path: '/tags', ...page(() => import('./features/tags/tag-list-page'), 'TagListPage') },
  { path: '/tags/create', ...page(() => import('./features/tags/tag-create-page'), 'TagCreatePage') },
  { path: '/tags/:tagName', ...page(() => import('./features/tags/tag-page'), 'TagPage') },
  { path: '/tags/:tagName/info', ...page(() => import('./features/tags/tag-info-page'), 'TagInfoPage') },
  { path: '/tags/:tagId/edit', ...page(() => import('./features/tags/tag-edit-page'), 'TagEditPage') },
  { path: '/tags/:tagId/timeline', ...timeline },
];

/**
 * Called by the shell when it loads these routes for the address a visitor opens (shell/src/remotes/loader.ts): that
 * page's code and data start now, while the shell renders, instead of once its route renders.
 */
export function startEarly(location: { pathname: string; search: string }): void {
  for (const match of matchRoutes(routes, location.pathname) ?? []) {
    (match.route.handle as EarlyStart | undefined)?.start(match.params, location);
  }
}

export default routes;
