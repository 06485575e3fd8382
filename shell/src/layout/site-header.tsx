import { Button, Layout, Menu } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { HeaderDrawer } from './header-drawer';
import { HeaderSearch } from './header-search';
import { askHref } from './nav-items';
import { useNavMenu } from './nav-menu';
import './texts';
import { useNarrowScreen } from './use-narrow-screen';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/**
 * Logo, kinds and tags, search box, Ask (shown to everyone: the ask page sends visitors to log in; it opens on the
 * kind of the list it is pressed from) and the user menu; on narrow screens the logo and a menu button holding all
 * the rest.
 */
export function SiteHeader() {
  const { t: ts } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const narrow = useNarrowScreen();
  const nav = useNavMenu();
  const installing = pathname.startsWith('/install');
  const { data: siteInfo } = useGetSiteInfoQuery(undefined, { skip: installing });
  // Narrow screens show the mobile logo when the admin gave one.
  const logo = (narrow && siteInfo?.branding.mobile_logo) || siteInfo?.branding.logo;
  const name = siteInfo?.general.name ?? '';
  const ask = () => navigate(askHref(pathname, search));
  // On narrow screens a long name gives way (ellipsis) to the menu button instead of pushing it off the screen.
  const fit = narrow ? ({ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 } as const) : {};
  const brand = (
    // The header's text colour comes from the theme (readable on the site's primary colour).
    <Link to="/" data-testid="site-name" style={{ color: 'inherit', fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap', ...fit }}>
      {logo ? <img src={logo} alt={name} style={{ height: 32, ...(narrow ? { maxWidth: '100%', verticalAlign: 'middle' } : {}) }} /> : name}
    </Link>
  );
  if (narrow) {
    return (
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, padding: '0 12px 0 16px' }}>
        {brand}
        {!installing && (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <NotificationBell />
            <HeaderDrawer onAsk={ask} />
          </span>
        )}
      </Layout.Header>
    );
  }
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      {brand}
      {!installing && <Menu theme="dark" mode="horizontal" selectedKeys={nav.selectedKeys} style={{ flex: 1, minWidth: 0 }} items={nav.items} />}
      {!installing && <HeaderSearch />}
      {!installing && (
        // A primary button would vanish into the primary-coloured header: the default (light) one stands out on it.
        <Button data-testid="nav-ask" onClick={ask}>
          {ts('header.ask')}
        </Button>
      )}
      {!installing && <NotificationBell />}
      {!installing && <UserMenu />}
    </Layout.Header>
  );
}
