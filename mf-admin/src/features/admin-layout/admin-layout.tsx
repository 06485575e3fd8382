import { useState } from 'react';
import { Button, Card, Col, Drawer, Grid, Menu, Row, type MenuProps } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import { ADMIN_HOME, ADMIN_MENU, ADMIN_PAGES, isGroup } from '../../components/admin-menu';
import '../../components/texts';

/** The menu page an address belongs to (the home for addresses no page owns yet). */
function currentPage(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || ADMIN_HOME;
  return ADMIN_PAGES.find((p) => p.path !== ADMIN_HOME && (path === p.path || path.startsWith(`${p.path}/`))) ?? ADMIN_PAGES[0]!;
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
  const page = currentPage(pathname);
  const title = page.path === ADMIN_HOME ? t('common:nav.admin') : t(`menu.${page.key}`);

  const items: MenuProps['items'] = ADMIN_MENU.map((item) =>
    isGroup(item)
      ? { key: item.key, label: t(`menu.${item.key}`), type: 'group', children: item.pages.map((p) => ({ key: p.path, label: t(`menu.${p.key}`) })) }
      : { key: item.path, label: t(`menu.${item.key}`) },
  );
  const menu = (
    <Menu
      mode="inline"
      aria-label={t('common:nav.admin')}
      selectedKeys={[page.path]}
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
