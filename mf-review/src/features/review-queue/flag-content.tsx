import { App, Button, Empty, Space, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import type { FlaggedPost, ReportOperation, ReviewReportBody } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton, TimeAgo, UserLink } from '@site/shared/ui';
import { ApproveDropdown } from './approve-dropdown';
import { ClosePostModal, type CloseValues } from './close-post-modal';
import { EditPostModal, type EditValues } from './edit-post-modal';
import { QueuePager } from './queue-pager';
import { useGetUnreviewedReportPostQuery, useReviewReportMutation } from './review-api';
import { ReviewObjectView } from './review-object-view';
import './texts';

/** Every open flag on the object: who flagged it, why, and what they wrote. */
function FlagList({ item }: { item: FlaggedPost }) {
  const { t } = useTranslation('review');
  return (
    <section data-testid="flag-list" style={{ marginTop: 12 }}>
      <Typography.Text strong>{t('flag.count', { count: item.flags.length })}</Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {item.flags.map((f) => (
          <li key={f.flag_id} data-testid="flag-entry" style={{ padding: '6px 0', borderTop: '1px solid rgba(0, 0, 0, 0.06)' }}>
            <Space orientation="vertical" size={0}>
              <Typography.Text strong>{f.reason?.name ?? ''}</Typography.Text>
              {f.reason_content && <Typography.Text data-testid="flag-content">{f.reason_content}</Typography.Text>}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('flag.by')} <UserLink user={f.submitter_user} /> <TimeAgo seconds={f.submit_at} />
              </Typography.Text>
            </Space>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The flagged tab: one flagged object at a time with its flags; staff act on it (dropdown) or dismiss the flags. */
export function FlagContent() {
  const { t } = useTranslation('review');
  const { modal } = App.useApp();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'edit' | 'close' | null>(null);
  const { data, isLoading } = useGetUnreviewedReportPostQuery({ page });
  const [review, { isLoading: busy }] = useReviewReportMutation();
  if (isLoading) return <DelayedSkeleton />;
  const item = data?.list[0];
  if (!item) return <Empty description={t('queue.empty')} data-testid="review-empty" />;

  const send = async (body: Omit<ReviewReportBody, 'flag_id'>) => {
    await review({ flag_id: item.flag_id, ...body }).unwrap();
    setDialog(null);
    setPage(1);
    dispatch(pushToast({ type: 'success', msg: t('action.done') }));
  };
  // Errors other than field errors were shown by the api layer (a toast); the item stays for another try.
  const quietly = (p: Promise<unknown>) => p.catch(() => undefined);
  const confirm = (op: ReportOperation) =>
    modal.confirm({
      title: t(`action.${op}`),
      content: t(`action.confirm_${op}`),
      okText: t('action.ok'),
      cancelText: t('action.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => quietly(send({ operation_type: op })),
    });
  const pick = (op: ReportOperation) => {
    if (op === 'edit_post') setDialog('edit');
    else if (op === 'close_post') setDialog('close');
    else confirm(op);
  };

  return (
    <div data-testid="flagged-item">
      <ReviewObjectView object={item} />
      <FlagList item={item} />
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginTop: 12 }}>
        <Space>
          <ApproveDropdown objectType={item.object_type} disabled={busy} onPick={pick} />
          <Button loading={busy} onClick={() => void quietly(send({ operation_type: 'ignore_report' }))} data-testid="flag-dismiss">
            {t('action.dismiss')}
          </Button>
        </Space>
        <QueuePager page={page} count={data?.count ?? 0} onPage={setPage} />
      </Space>
      <EditPostModal
        item={item}
        open={dialog === 'edit'}
        onCancel={() => setDialog(null)}
        onSave={(v: EditValues) =>
          send({
            operation_type: 'edit_post',
            content: v.content,
            ...(item.object_type === 'question' ? { title: v.title, tags: (v.tags ?? []).map((slug) => ({ slug_name: slug })) } : {}),
          })
        }
      />
      <ClosePostModal
        open={dialog === 'close'}
        onCancel={() => setDialog(null)}
        onSave={(v: CloseValues) => send({ operation_type: 'close_post', close_type: v.close_type, close_msg: v.close_msg ?? '' })}
      />
    </div>
  );
}
