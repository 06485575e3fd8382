import { Result } from 'antd';
import { useTranslation } from '@site/shared/i18n';

/** /review entry page; the queue (flagged, queued, suggested edits) arrives with the review endpoints. */
export function ReviewHomePage() {
  const { t } = useTranslation();
  return <Result data-testid="review-home" status="info" title={t('nav.review')} subTitle="The review queue is empty." />;
}
