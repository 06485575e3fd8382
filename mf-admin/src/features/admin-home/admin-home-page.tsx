import { Typography } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { SmartLink } from '@site/shared/ui';
import { ADMIN_MENU, isGroup } from '../../components/admin-menu';
import './texts';

/** An admin address no page owns: says so, and leads into the admin's pages (every group of the menu, its pages as links). */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  return (
    <div data-testid="admin-home">
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
      {ADMIN_MENU.filter(isGroup).map((group) => (
        <section key={group.key} data-testid={`admin-home-${group.key}`}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t(`menu.${group.key}`)}
          </Typography.Title>
          <ul>
            {group.pages.map((p) => (
              <li key={p.key}>
                <SmartLink to={p.path}>{t(`menu.${p.key}`)}</SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
