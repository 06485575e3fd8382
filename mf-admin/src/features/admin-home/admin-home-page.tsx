import { Card, Menu } from 'antd';
import { useTranslation } from '@site/shared/i18n';

/** Spec section 2 admin menu; the pages behind it arrive with the admin endpoints. */
const MENU = ['dashboard', 'contents', 'users', 'customize', 'settings', 'plugins'];

/** /admin entry page (the dashboard placeholder). */
export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <div data-testid="admin-home" style={{ display: 'flex', gap: 24 }}>
      <Menu style={{ width: 200 }} selectedKeys={['dashboard']} items={MENU.map((key) => ({ key, label: key[0]!.toUpperCase() + key.slice(1) }))} />
      <Card title={t('nav.admin')} style={{ flex: 1 }}>
        Dashboard: statistics, health status and system info will appear here.
      </Card>
    </div>
  );
}
