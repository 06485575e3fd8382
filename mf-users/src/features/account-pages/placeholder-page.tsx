import { Result } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/** Pages of mf-users that are routed but not built yet say so instead of a blank slot (`titleKey` in `users`). */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['users', 'common']);
  return <Result status="info" title={t(titleKey)} subTitle={t('common.coming_soon')} />;
}
