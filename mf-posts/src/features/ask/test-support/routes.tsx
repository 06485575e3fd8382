// The ask and edit pages as the shell routes them, with stand-ins for the pages they lead to (jest only).
import { useLocation } from 'react-router-dom';
import { at, ToastsProbe } from '@site/mock-server/render';
import { AskPage } from '../ask-page';
import { EditPostPage } from '../edit-post-page';

function Detail() {
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="detail-page">Detail {pathname}</p>
      <ToastsProbe />
    </>
  );
}

export const askRoutes = [
  at('/questions/ask', <AskPage />),
  at('/posts/:qid/edit', <EditPostPage />),
  at('/questions/:qid/*', <Detail />),
  at('/users/login', <p>Login page</p>),
  at('/', <p>Home page</p>),
];
