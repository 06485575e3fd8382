import type { RouteObject } from 'react-router-dom';
import { guardLogged } from '@site/shared/auth';
import { Guard } from '@site/shared/ui';
import { AccountPage } from './features/settings-account/account-page';
import { InterfacePage } from './features/settings-interface/interface-page';
import { SettingsLayout } from './features/settings-layout/settings-layout';
import { NotifyPage } from './features/settings-notify/notify-page';
import { ProfilePage } from './features/settings-profile/profile-page';
import { PluginSettingsPage } from './features/settings-plugin/plugin-settings-page';

/**
 * /users/settings (login; suspended users go to the suspended page): profile (also the default), notify, account,
 * interface, and {slug_name}: a plugin's member settings (a 404 for anything else).
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: '/users/settings',
    element: (
      <Guard check={guardLogged}>
        <SettingsLayout />
      </Guard>
    ),
    children: [
      { index: true, element: <ProfilePage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'notify', element: <NotifyPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'interface', element: <InterfacePage /> },
      { path: ':slug_name', element: <PluginSettingsPage /> },
    ],
  },
];
