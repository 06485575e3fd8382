import type { RouteObject } from 'react-router-dom';
import { EditAnswerPage } from './features/answer-edit/edit-answer-page';
import { AskPage } from './features/ask/ask-page';
import { EditPostPage } from './features/ask/edit-post-page';
import { PostListPage } from './features/post-list/post-list-page';
import { QuestionDetailPage } from './features/question-detail/question-detail-page';
import { SearchPage } from './features/search/search-page';
import { TagCreatePage } from './features/tags/tag-create-page';
import { TagEditPage } from './features/tags/tag-edit-page';
import { TagInfoPage } from './features/tags/tag-info-page';
import { TagListPage } from './features/tags/tag-list-page';
import { TagPage } from './features/tags/tag-page';

/** mf-posts is mounted at `/`: full paths. Guards sit inside each page's element. */
const routes: RouteObject[] = [
  { path: '/', element: <PostListPage /> },
  { path: '/questions', element: <PostListPage /> },
  { path: '/questions/ask', element: <AskPage /> },
  { path: '/questions/:qid/*', element: <QuestionDetailPage /> },
  { path: '/posts/:qid/edit', element: <EditPostPage /> },
  { path: '/posts/:qid/:aid/edit', element: <EditAnswerPage /> },
  { path: '/search', element: <SearchPage /> },
  { path: '/tags', element: <TagListPage /> },
  { path: '/tags/create', element: <TagCreatePage /> },
  { path: '/tags/:tagName', element: <TagPage /> },
  { path: '/tags/:tagName/info', element: <TagInfoPage /> },
  { path: '/tags/:tagId/edit', element: <TagEditPage /> },
];

export default routes;
