import { Button, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { useTranslation } from '@site/shared/i18n';
import { DelayedSkeleton } from '@site/shared/ui';
import { useGetPendingPostPageQuery, useUpdatePendingPostMutation } from './review-api';
import { ReviewObjectView } from './review-object-view';
import { QueuePager } from './queue-pager';
import './texts';

/** The queued tab: one post or answer waiting for review at a time; approve publishes it, reject deletes it. */
export function QueuedContent() {
  const { t } = useTranslation('review');
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useGetPendingPostPageQuery({ page });
  const [update, { isLoading: busy, originalArgs }] = useUpdatePendingPostMutation();
  if (isLoading) return <DelayedSkeleton />;
  const item = data?.list[0];
  if (!item) return <Empty description={t('queue.empty')} data-testid="review-empty" />;
  const decide = (status: 'approve' | 'reject') =>
    update({ review_id: item.review_id, status })
      .unwrap()
      .then(() => {
        setPage(1);
        dispatch(pushToast({ type: 'success', msg: t('action.done') }));
      })
      .catch(() => undefined);
  return (
    <div data-testid="queued-item">
      <ReviewObjectView object={item} />
      <Space orientation="vertical" size={2} style={{ margin: '12px 0' }}>
        <Typography.Text type="secondary" data-testid="queued-reason">
          {t('queued.reason', { reason: item.reason })}
        </Typography.Text>
        <Typography.Text type="secondary">{t('queued.submitted', { name: item.submitter_display_name })}</Typography.Text>
      </Space>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space>
          <Button type="primary" loading={busy && originalArgs?.status === 'approve'} onClick={() => void decide('approve')} data-testid="queued-approve">
            {t('action.approve')}
          </Button>
          <Button danger loading={busy && originalArgs?.status === 'reject'} onClick={() => void decide('reject')} data-testid="queued-reject">
            {t('action.reject')}
          </Button>
        </Space>
        <QueuePager page={page} count={data?.count ?? 0} onPage={setPage} />
      </Space>
    </div>
  );
}
