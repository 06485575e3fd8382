import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { DelayedSkeleton } from '@site/shared/ui';
import { PostListPage } from './features/post-list/post-list-page';
import { loadQuestionDetailPage } from './features/question-detail';

// The list (the home page) ships with the remote's routes; every other page is its own chunk, loaded when opened,
// so the first page does not wait for the editor, markdown-it or the tag and search pages. The list fetches the
// detail page's chunk once it is shown and the browser is idle (features/question-detail/use-question-prefetch.ts).
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactNode => {
  const Page = lazy<ComponentType>(() => load().then((m) => ({ default: m[name] as ComponentType })));
  return (
    <Suspense fallback={<DelayedSkeleton />}>
      <Page />
    </Suspense>
  );
};

/** mf-posts is mounted at `/`: full paths. Guards sit inside each page's element. */
const routes: RouteObject[] = [
  { path: '/', element: <PostListPage /> },
  { path: '/questions', element: <PostListPage /> },
  { path: '/questions/ask', element: page(() => import('./features/ask/ask-page'), 'AskPage') },
  { path: '/questions/:qid/*', element: page(loadQuestionDetailPage, 'QuestionDetailPage') },
  { path: '/posts/:qid/edit', element: page(() => import('./features/ask/edit-post-page'), 'EditPostPage') },
  { path: '/posts/:qid/:aid/edit', element: page(() => import('./features/answer-edit/edit-answer-page'), 'EditAnswerPage') },
  { path: '/search', element: page(() => import('./features/search/search-page'), 'SearchPage') },
  { path: '/tags', element: page(() => import('./features/tags/tag-list-page'), 'TagListPage') },
  { path: '/tags/create', element: page(() => import('./features/tags/tag-create-page'), 'TagCreatePage') },
  { path: '/tags/:tagName', element: page(() => import('./features/tags/tag-page'), 'TagPage') },
  { path: '/tags/:tagName/info', element: page(() => import('./features/tags/tag-info-page'), 'TagInfoPage') },
  { path: '/tags/:tagId/edit', element: page(() => import('./features/tags/tag-edit-page'), 'TagEditPage') },
];

export default routes;
