import { Result } from 'antd';
import { useTranslation } from '@site/shared/i18n';

export function AccountSuspendedPage() {
  const { t } = useTranslation();
  return <Result status="warning" title={t('suspended.text')} data-testid="account-suspended" />;
}
