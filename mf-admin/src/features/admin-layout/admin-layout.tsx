import { useState } from 'react';
import { Button, Card, Col, Drawer, Grid, Menu, Row, type MenuProps } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import { isGroup, menuWithPlugins, type AdminMenuPage } from '../../components/admin-menu';
import { useGetAdminPluginsQuery } from '../../components/plugins-api';
import '../../components/texts';

/** The menu page an address belongs to (none for addresses no page owns yet: the admin home). */
function currentPage(pages: AdminMenuPage[], pathname: string) {
  const path = pathname.replace(/\/+$/, '');
  return pages.find((p) => path === p.path || path.startsWith(`${p.path}/`));
}

/**
 * Phones and narrow tablets (below antd's md, 768 px) get the menu behind a button. Read from the breakpoints that
 * hold on such a screen (xs, or sm without md): jsdom matches no media query at all and so shows the desktop layout.
 */
function useNarrow(): boolean {
  const screens = Grid.useBreakpoint();
  return Boolean((screens.xs || screens.sm) && !screens.md);
}

/** The admin area: its menu (a side column, or a drawer on a phone) and the page chosen, titled by its menu entry. */
export function AdminLayout() {
  const { t } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const narrow = useNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Each configurable plugin that is on has its page in the menu (the list is the installed-plugins page's too).
  const { data: plugins } = useGetAdminPluginsQuery({});
  const menuItems = menuWithPlugins(plugins);
  const page = currentPage(menuItems.flatMap((item) => (isGroup(item) ? item.pages : [item])), pathname);
  const labelOf = (p: AdminMenuPage) => p.label ?? t(`menu.${p.key}`);
  const title = page ? labelOf(page) : t('common:nav.admin');

  const items: MenuProps['items'] = menuItems.map((item) =>
    isGroup(item)
      ? { key: item.key, label: t(`menu.${item.key}`), type: 'group', children: item.pages.map((p) => ({ key: p.path, label: labelOf(p) })) }
      : { key: item.path, label: labelOf(item) },
  );
  const menu = (
    <Menu
      mode="inline"
      aria-label={t('common:nav.admin')}
      selectedKeys={page ? [page.path] : []}
      items={items}
      onClick={({ key }) => {
        setDrawerOpen(false);
        navigate(key);
      }}
      style={{ borderInlineEnd: 'none' }}
      data-testid="admin-menu"
    />
  );

  return (
    <Row gutter={[24, 16]} data-testid="admin-layout">
      {narrow ? (
        <Col span={24}>
          <Button onClick={() => setDrawerOpen(true)} aria-expanded={drawerOpen} data-testid="admin-menu-open">
            {t('menu.open')}
          </Button>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" size={260} title={t('common:nav.admin')}>
            {menu}
          </Drawer>
        </Col>
      ) : (
        <Col md={7} lg={5}>
          {menu}
        </Col>
      )}
      <Col xs={24} md={17} lg={19}>
        <Card title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{title}</h1>}>
          <Outlet />
        </Card>
      </Col>
    </Row>
  );
}
