import { Result } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/** /review entry page; the queue (flagged, queued, suggested edits) arrives with the review endpoints. */
export function ReviewHomePage() {
  const { t } = useTranslation(['review', 'common']);
  return <Result data-testid="review-home" status="info" title={t('nav.review')} subTitle={t('queue.empty')} />;
}
