import type { RouteObject } from 'react-router-dom';
import { guardAdmin } from '@site/shared/auth';
import { Guard } from '@site/shared/ui';
import { AdminHomePage } from './features/admin-home/admin-home-page';

/** mf-admin is mounted at `/`; every admin page is admin-only (spec section 2: 403 for others). */
const routes: RouteObject[] = [
  {
    path: '/admin/*',
    element: (
      <Guard check={guardAdmin}>
        <AdminHomePage />
      </Guard>
    ),
  },
];

export default routes;
