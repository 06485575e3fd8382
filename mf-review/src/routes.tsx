import type { RouteObject } from 'react-router-dom';
import { guardAdminOrModerator } from '@site/shared/auth';
import { Guard } from '@site/shared/ui';
import { ReviewPage } from './features/review-queue/review-page';

/** mf-review is mounted at `/`; /review needs an admin or a moderator (spec section 2). */
const routes: RouteObject[] = [
  {
    path: '/review',
    element: (
      <Guard check={guardAdminOrModerator}>
        <ReviewPage />
      </Guard>
    ),
  },
];

export default routes;
