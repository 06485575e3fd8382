import type { RouteObject } from 'react-router-dom';
import { guardLoginPage } from '@site/shared/auth';
import { ErrorPage, Guard, MaintenancePage } from '@site/shared/ui';
import { AuthSlot } from '../auth-slot/auth-slot';
import { AppLayout } from '../layout/app-layout';
import { AgentRedirect, SignUpAgentRedirect } from './agent-redirect';
import { RemoteOutlet } from './remote-outlet';

/**
 * The shell's own routes. Everything else goes to the remote owning the address; remotes get the whole path
 * (mounted at `/`), so their route objects carry full paths.
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        path: '/users/login',
        element: (
          <Guard check={guardLoginPage} onArrival>
            <AgentRedirect kind="login">
              <AuthSlot />
            </AgentRedirect>
          </Guard>
        ),
      },
      { path: '/403', element: <ErrorPage code="403" /> },
      // The server-error page of spec section 2, also reachable by address (e.g. from a proxy's error redirect).
      { path: '/50x', element: <ErrorPage code="50X" /> },
      { path: '/maintenance', element: <MaintenancePage /> },
      // The sign-up page itself (and its registration guard) belongs to mf-users; the provider's redirect comes first.
      {
        path: '*',
        element: (
          <SignUpAgentRedirect>
            <RemoteOutlet />
          </SignUpAgentRedirect>
        ),
      },
    ],
  },
];
