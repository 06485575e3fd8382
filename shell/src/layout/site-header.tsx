import { Button, Layout, Menu } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { HeaderSearch } from './header-search';
import { CONTENT_NAV, contentHref } from './nav-items';
import './texts';
import { UserMenu } from './user-menu';

export const ASK_PATH = '/questions/ask';

/** Logo, kinds, search box, Ask (shown to everyone: the ask page sends visitors to log in) and the user menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const installing = pathname.startsWith('/install');
  const { data: siteInfo } = useGetSiteInfoQuery(undefined, { skip: installing });
  const kind = new URLSearchParams(search).get('content_type');
  const selected = pathname === '/questions' && kind ? [kind] : [];
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
          selectedKeys={selected}
          style={{ flex: 1, minWidth: 0 }}
          items={CONTENT_NAV.map((n) => ({
            key: String(n.type),
            label: <Link to={contentHref(n.type)}>{t(n.i18n)}</Link>,
          }))}
        />
      )}
      {!installing && <HeaderSearch />}
      {!installing && (
        // A primary button would vanish into the primary-coloured header: the default (light) one stands out on it.
        <Button data-testid="nav-ask" onClick={() => navigate(ASK_PATH)}>
          {ts('header.ask')}
        </Button>
      )}
      {!installing && <UserMenu />}
    </Layout.Header>
  );
}
