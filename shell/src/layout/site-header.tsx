import { Button, Layout, Menu } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { HeaderDrawer } from './header-drawer';
import { HeaderSearch } from './header-search';
import { useNavMenu } from './nav-menu';
import './texts';
import { useNarrowScreen } from './use-narrow-screen';
import { UserMenu } from './user-menu';

export const ASK_PATH = '/questions/ask';

/**
 * Logo, kinds, search box, Ask (shown to everyone: the ask page sends visitors to log in) and the user menu; on
 * narrow screens the logo and a menu button holding all the rest.
 */
export function SiteHeader() {
  const { t: ts } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const narrow = useNarrowScreen();
  const nav = useNavMenu();
  const installing = pathname.startsWith('/install');
  const { data: siteInfo } = useGetSiteInfoQuery(undefined, { skip: installing });
  const logo = siteInfo?.branding.logo;
  const name = siteInfo?.general.name ?? '';
  const ask = () => navigate(ASK_PATH);
  // On narrow screens a long name gives way (ellipsis) to the menu button instead of pushing it off the screen.
  const fit = narrow ? ({ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 } as const) : {};
  const brand = (
    <Link to="/" data-testid="site-name" style={{ color: '#fff', fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap', ...fit }}>
      {logo ? <img src={logo} alt={name} style={{ height: 32, ...(narrow ? { maxWidth: '100%', verticalAlign: 'middle' } : {}) }} /> : name}
    </Link>
  );
  if (narrow) {
    return (
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, padding: '0 12px 0 16px', color: '#fff' }}>
        {brand}
        {!installing && <HeaderDrawer onAsk={ask} />}
      </Layout.Header>
    );
  }
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      {brand}
      {!installing && <Menu theme="dark" mode="horizontal" selectedKeys={nav.selectedKeys} style={{ flex: 1, minWidth: 0 }} items={nav.items} />}
      {!installing && <HeaderSearch />}
      {!installing && (
        <Button type="primary" data-testid="nav-ask" onClick={ask}>
          {ts('header.ask')}
        </Button>
      )}
      {!installing && <UserMenu />}
    </Layout.Header>
  );
}
