import { Avatar, Button, Dropdown, Layout, Menu, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { PATHS } from '@site/shared/auth';
import { useTranslation } from '@site/shared/i18n';
import { saveRedirect, selectLoginState, selectUser, useAppDispatch, useAppSelector } from '@site/shared/store';
import { CONTENT_NAV, contentHref } from './nav-items';

function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const login = useAppSelector(selectLoginState);
  const { pathname, search } = useLocation();
  if (!login.logged || !user) {
    const goLogin = () => {
      dispatch(saveRedirect(pathname + search));
      navigate(PATHS.login);
    };
    return (
      <Button type="primary" data-testid="nav-login" onClick={goLogin}>
        {t('nav.login')}
      </Button>
    );
  }
  const items: MenuProps['items'] = [
    ...(login.admin || login.moderator ? [{ key: '/review', label: t('nav.review') }] : []),
    ...(login.admin ? [{ key: '/admin', label: t('nav.admin') }] : []),
    { key: '/users/logout', label: t('nav.logout') },
  ];
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => navigate(key) }} trigger={['click']}>
      <Button type="text" data-testid="nav-avatar" style={{ color: 'inherit' }}>
        <Avatar size="small" src={user.avatar || undefined}>
          {user.display_name.slice(0, 1).toUpperCase()}
        </Avatar>{' '}
        {user.display_name}
      </Button>
    </Dropdown>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const installing = pathname.startsWith('/install');
  const { data: siteInfo } = useGetSiteInfoQuery(undefined, { skip: installing });
  const kind = new URLSearchParams(search).get('content_type');
  const selected = pathname === '/questions' && kind ? [kind] : [];
  const logo = siteInfo?.branding.logo;
  const name = siteInfo?.general.name ?? '';
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      <Link to="/" data-testid="site-name" style={{ color: '#fff', fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap' }}>
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
      {!installing && <UserMenu />}
    </Layout.Header>
  );
}
