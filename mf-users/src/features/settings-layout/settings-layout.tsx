import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useGetUserInfoQuery } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { selectUser, useAppSelector } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { SideMenuLayout } from '../../components/side-menu-layout';
import { useGetUserPluginConfigsQuery } from '../../components/user-plugins-api';
import './texts';

export const SETTINGS_BASE = '/users/settings';
const PAGES = ['profile', 'notify', 'account', 'interface'] as const;

/** The subpage an address shows: /users/settings itself is the profile (spec section 2: profile is the default). */
function currentPage(pathname: string): string {
  const sub = pathname.slice(SETTINGS_BASE.length).replace(/^\/+|\/+$/g, '');
  return sub || 'profile';
}

/**
 * /users/settings: a side menu and the chosen subpage (Apache Answer's settings layout). It subscribes to the current
 * user, so saving a subpage (which invalidates 'User') brings the fresh user back into the store.
 */
export function SettingsLayout() {
  const { t } = useTranslation(['users', 'common']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useGetUserInfoQuery();
  const user = useAppSelector(selectUser);
  const page = currentPage(pathname);
  // Plugins with member settings (switched on) add their page after the site's own, under their own name.
  const { data: plugins = [] } = useGetUserPluginConfigsQuery();
  const pluginName = plugins.find((p) => p.slug_name === page)?.name;
  return (
    <SideMenuLayout
      testId="settings"
      label={t('settings.title')}
      selected={page}
      onSelect={(key) => navigate(`${SETTINGS_BASE}/${key}`)}
      items={[...PAGES.map((key) => ({ key, label: t(`settings.nav.${key}`) })), ...plugins.map((p) => ({ key: p.slug_name, label: p.name }))]}
      title={pluginName ?? t(`settings.nav.${page}`)}
    >
      {user ? <Outlet /> : <DelayedSkeleton />}
    </SideMenuLayout>
  );
}
