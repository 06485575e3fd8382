import { Empty, Typography } from 'antd';
import type { LegalInfoType } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { DelayedSkeleton, MarkdownView } from '@site/shared/ui';
import { useGetSiteLegalInfoQuery } from './legal-api';
import './texts';

/**
 * /tos and /privacy (spec section 2, second layout): the admin's terms of service or privacy policy, as the HTML the
 * server rendered and sanitized from their markdown (GET siteinfo/legal).
 */
export function LegalPage({ type }: { type: LegalInfoType }) {
  const { t } = useTranslation('users');
  const { data } = useGetSiteLegalInfoQuery({ info_type: type });
  if (!data) return <DelayedSkeleton />;
  const html = (type === 'tos' ? data.terms_of_service_parsed_text : data.privacy_policy_parsed_text) ?? '';
  return (
    <article style={{ maxWidth: 800, margin: '0 auto' }} data-testid={`legal-${type}`}>
      <Typography.Title level={2}>{t(`legal.${type}`)}</Typography.Title>
      {html ? <MarkdownView html={html} testId={`legal-${type}-text`} /> : <Empty description={t('legal.empty')} />}
    </article>
  );
}
