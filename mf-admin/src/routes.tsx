import type { RouteObject } from 'react-router-dom';
import { guardAdmin } from '@site/shared/auth';
import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import { Guard } from '@site/shared/ui';
import { ADMIN_AI_PATH } from './components/admin-menu';
import { AdminHomePage } from './features/admin-home/admin-home-page';
import { AiSettingsPage } from './features/ai-settings/ai-settings-page';
import { AdminLayout } from './features/admin-layout/admin-layout';
import { CloudDrivePage } from './features/cloud-drive-settings/cloud-drive-page';
import { ADMIN_CLOUD_DRIVE_PATH } from './components/admin-menu';
import { GrantsPage } from './features/points-grants/grants-page';
import { LedgerPage } from './features/points-ledger/ledger-page';
import { PointsSettingsPage } from './features/points-settings/points-settings-page';
import { RechargeCodesPage } from './features/points-recharge-codes/recharge-codes-page';
import { VerificationsPage } from './features/points-verifications/verifications-page';
import { WithdrawalsPage } from './features/points-withdrawals/withdrawals-page';

/**
 * mf-admin is mounted at `/`; every admin page is admin-only (spec section 2: 403 for others). Addresses no page
 * owns yet (the spec's later admin pages) show the admin home.
 */
const routes: RouteObject[] = [
  {
    path: '/admin',
    element: (
      <Guard check={guardAdmin}>
        <AdminLayout />
      </Guard>
    ),
    children: [
      { index: true, element: <AdminHomePage /> },
      { path: ADMIN_POINTS_PATHS.settings, element: <PointsSettingsPage /> },
      { path: ADMIN_POINTS_PATHS.verifications, element: <VerificationsPage /> },
      { path: ADMIN_POINTS_PATHS.withdrawals, element: <WithdrawalsPage /> },
      { path: ADMIN_POINTS_PATHS.rechargeCodes, element: <RechargeCodesPage /> },
      { path: ADMIN_POINTS_PATHS.grants, element: <GrantsPage /> },
      { path: ADMIN_POINTS_PATHS.ledger, element: <LedgerPage /> },
      { path: ADMIN_CLOUD_DRIVE_PATH, element: <CloudDrivePage /> },
      { path: ADMIN_AI_PATH, element: <AiSettingsPage /> },
      { path: '*', element: <AdminHomePage /> },
    ],
  },
];

export default routes;
