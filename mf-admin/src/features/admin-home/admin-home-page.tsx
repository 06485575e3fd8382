import { Card, Menu } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/** Spec section 2 admin menu; the pages behind it arrive with the admin endpoints. */
const MENU = ['dashboard', 'contents', 'users', 'customize', 'settings', 'plugins'];

/** /admin entry page (the dashboard placeholder). */
export function AdminHomePage() {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div data-testid="admin-home" style={{ display: 'flex', gap: 24 }}>
      <Menu style={{ width: 200 }} selectedKeys={['dashboard']} items={MENU.map((key) => ({ key, label: t(`menu.${key}`) }))} />
      <Card title={t('nav.admin')} style={{ flex: 1 }}>
        {t('dashboard.placeholder')}
      </Card>
    </div>
  );
}
