import type { RouteObject } from 'react-router-dom';
import { guardSuspendedPage } from '@site/shared/auth';
import { Guard } from '@site/shared/ui';
import { accountFlowRoutes } from './account-flow-routes';
import { AccountSuspendedPage } from './features/account-pages/account-suspended-page';
import { LogoutPage } from './features/account-pages/logout-page';
import { NotificationsPage } from './features/notifications/notifications-page';
import { BookmarksPage } from './features/bookmarks/bookmarks-page';
import { pointsRoutes } from './points-routes';
import { ProfilePage } from './features/profile/profile-page';
import { UserListPage } from './features/user-list/user-list-page';
import { LegalPage } from './features/legal/legal-page';
import { settingsRoutes } from './settings-routes';

/** mf-users is mounted at `/` (it owns /users/*, /user-center/*, /points/*, /tos and /privacy); /users/login is the shell's auth slot. */
const routes: RouteObject[] = [
  {
    path: '/users/account-suspended',
    element: (
      <Guard check={guardSuspendedPage}>
        <AccountSuspendedPage />
      </Guard>
    ),
  },
  { path: '/users/logout', element: <LogoutPage /> },
  { path: '/users', element: <UserListPage /> },
  { path: '/users/:username/bookmarks', element: <BookmarksPage /> },
  // Static /users/... paths (settings, notifications, the account flows) rank above these by react-router's rules.
  { path: '/users/:username', element: <ProfilePage /> },
  { path: '/users/:username/:tab', element: <ProfilePage /> },
  { path: '/users/notifications', element: <NotificationsPage /> },
  { path: '/users/notifications/:type/:subType?', element: <NotificationsPage /> },
  // The admin's legal texts (second layout, open to everyone).
  { path: '/tos', element: <LegalPage type="tos" /> },
  { path: '/privacy', element: <LegalPage type="privacy" /> },
  ...accountFlowRoutes,
  ...settingsRoutes,
  ...pointsRoutes,
];

export default routes;
