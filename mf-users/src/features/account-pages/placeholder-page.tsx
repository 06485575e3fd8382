import { Result } from 'antd';
import { useTranslation } from '@site/shared/i18n';

/** Pages of mf-users that are routed but not built yet say so instead of a blank slot. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={title} subTitle={t('common.coming_soon')} />;
}
