import { Button, Space, Typography } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/** One item a page: where the reviewer is, and skipping forward or back (acting shows the next one anyway). */
export function QueuePager({ page, count, onPage }: { page: number; count: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('review');
  return (
    <Space size="small">
      <Typography.Text type="secondary" data-testid="review-position">
        {t('page.count', { page, count })}
      </Typography.Text>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="review-previous">
        {t('page.previous')}
      </Button>
      <Button size="small" disabled={page >= count} onClick={() => onPage(page + 1)} data-testid="review-next">
        {t('page.next')}
      </Button>
    </Space>
  );
}
