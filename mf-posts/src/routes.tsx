import type { RouteObject } from 'react-router-dom';
import { PostListPage } from './features/post-list/post-list-page';
import { QuestionDetailPage } from './features/question-detail/question-detail-page';

/** mf-posts is mounted at `/`: full paths. */
const routes: RouteObject[] = [
  { path: '/', element: <PostListPage /> },
  { path: '/questions', element: <PostListPage /> },
  { path: '/questions/:qid/*', element: <QuestionDetailPage /> },
];

export default routes;
