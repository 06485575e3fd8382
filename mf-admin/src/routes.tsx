import { Navigate, type RouteObject } from 'react-router-dom';
import { guardAdmin } from '@site/shared/auth';
import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import { Guard } from '@site/shared/ui';
import { ADMIN_AI_PATH, ADMIN_ANSWERS_PATH, ADMIN_DASHBOARD_PATH, ADMIN_QUESTIONS_PATH } from './components/admin-menu';
import { AnswersPage } from './features/contents/answers-page';
import { QuestionsPage } from './features/contents/questions-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AdminHomePage } from './features/admin-home/admin-home-page';
import { AiSettingsPage } from './features/ai-settings/ai-settings-page';
import { AdminLayout } from './features/admin-layout/admin-layout';
import { CloudDrivePage } from './features/cloud-drive-settings/cloud-drive-page';
import { ReviewSettingsPage } from './features/review-settings/review-settings-page';
import { UserPage } from './features/users/user-page';
import { UsersPage } from './features/users/users-page';
import { ADMIN_CLOUD_DRIVE_PATH, ADMIN_PRIVILEGES_PATH, ADMIN_REVIEW_PATH, ADMIN_SETTINGS_PATHS, ADMIN_USERS_PATH } from './components/admin-menu';
import { siteSettingsPages } from './features/site-settings/pages';
import { ADMIN_CUSTOMIZE_PATHS } from './components/admin-menu';
import { CssHtmlPage } from './features/customize/css-html-page';
import { ThemesPage } from './features/customize/themes-page';
import { PrivilegesPage } from './features/privileges/privileges-page';
import { GrantsPage } from './features/points-grants/grants-page';
import { LedgerPage } from './features/points-ledger/ledger-page';
import { PointsSettingsPage } from './features/points-settings/points-settings-page';
import { RechargeCodesPage } from './features/points-recharge-codes/recharge-codes-page';
import { VerificationsPage } from './features/points-verifications/verifications-page';
import { WithdrawalsPage } from './features/points-withdrawals/withdrawals-page';
import { InstalledPluginsPage } from './features/plugins/installed-plugins-page';
import { PluginConfigPage } from './features/plugins/plugin-config-page';
import { ADMIN_PLUGINS_PATH, ADMIN_REMOTES_PATH } from './components/admin-menu';
import { RemoteVersionsPage } from './features/remote-versions/remote-versions-page';

/**
 * mf-admin is mounted at `/`; every admin page is admin-only (spec section 2: 403 for others). `/admin` opens the
 * dashboard; `/admin/<slug_name>` is an installed plugin's config page; an address no page owns says so and lists
 * the admin pages (the admin home).
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
      { index: true, element: <Navigate to={ADMIN_DASHBOARD_PATH} replace /> },
      { path: ADMIN_DASHBOARD_PATH, element: <DashboardPage /> },
      { path: ADMIN_QUESTIONS_PATH, element: <QuestionsPage /> },
      { path: ADMIN_ANSWERS_PATH, element: <AnswersPage /> },
      { path: ADMIN_POINTS_PATHS.settings, element: <PointsSettingsPage /> },
      { path: ADMIN_POINTS_PATHS.verifications, element: <VerificationsPage /> },
      { path: ADMIN_POINTS_PATHS.withdrawals, element: <WithdrawalsPage /> },
      { path: ADMIN_POINTS_PATHS.rechargeCodes, element: <RechargeCodesPage /> },
      { path: ADMIN_POINTS_PATHS.grants, element: <GrantsPage /> },
      { path: ADMIN_POINTS_PATHS.ledger, element: <LedgerPage /> },
      { path: ADMIN_CLOUD_DRIVE_PATH, element: <CloudDrivePage /> },
      { path: ADMIN_AI_PATH, element: <AiSettingsPage /> },
      { path: ADMIN_REVIEW_PATH, element: <ReviewSettingsPage /> },
      { path: ADMIN_PRIVILEGES_PATH, element: <PrivilegesPage /> },
      { path: ADMIN_USERS_PATH, element: <UsersPage /> },
      { path: ADMIN_CUSTOMIZE_PATHS.themes, element: <ThemesPage /> },
      { path: ADMIN_CUSTOMIZE_PATHS.cssHtml, element: <CssHtmlPage /> },
      { path: `${ADMIN_USERS_PATH}/:user_id`, element: <UserPage /> },
      ...Object.entries(siteSettingsPages).map(([key, Page]) => ({ path: ADMIN_SETTINGS_PATHS[key as keyof typeof siteSettingsPages], element: <Page /> })),
      { path: ADMIN_PLUGINS_PATH, element: <InstalledPluginsPage /> },
      { path: ADMIN_REMOTES_PATH, element: <RemoteVersionsPage /> },
      // A plugin's config page; an address naming no installed plugin is the admin home, as below.
      { path: '/admin/:slug_name', element: <PluginConfigPage fallback={<AdminHomePage />} /> },
      { path: '*', element: <AdminHomePage /> },
    ],
  },
];

export default routes;
