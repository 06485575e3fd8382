import { Button, Layout, Menu } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { HeaderSearch } from './header-search';
import { askHref, HEADER_NAV, selectedNavKey } from './nav-items';
import './texts';
import { UserMenu } from './user-menu';

/**
 * Logo, kinds and tags, search box, Ask (shown to everyone: the ask page sends visitors to log in; it opens on the
 * kind of the list it is pressed from) and the user menu.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const installing = pathname.startsWith('/install');
  const { data: siteInfo } = useGetSiteInfoQuery(undefined, { skip: installing });
  const selected = selectedNavKey(pathname, search);
  const logo = siteInfo?.branding.logo;
  const name = siteInfo?.general.name ?? '';
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      {/* The header's text colour comes from the theme (readable on the site's primary colour). */}
      <Link to="/" data-testid="site-name" style={{ color: 'inherit', fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap' }}>
        {logo ? <img src={logo} alt={name} style={{ height: 32 }} /> : name}
      </Link>
      {!installing && (
        <Menu
          theme="dark"
          mode="horizontal"
          selectedKeys={selected ? [selected] : []}
          style={{ flex: 1, minWidth: 0 }}
          items={HEADER_NAV.map((n) => ({
            key: n.key,
            label: (
              <Link to={n.href} data-testid={`nav-${n.key}`}>
                {t(n.i18n)}
              </Link>
            ),
          }))}
        />
      )}
      {!installing && <HeaderSearch />}
      {!installing && (
        // A primary button would vanish into the primary-coloured header: the default (light) one stands out on it.
        <Button data-testid="nav-ask" onClick={() => navigate(askHref(pathname, search))}>
          {ts('header.ask')}
        </Button>
      )}
      {!installing && <UserMenu />}
    </Layout.Header>
  );
}
