import { useState } from 'react';
import { Empty, Table, Tag, Typography } from 'antd';
import type { Withdrawal } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatPoints } from '@site/shared/lib';
import { formatDate } from '@site/shared/page';
import { DelayedSkeleton } from '@site/shared/ui';
import { FRESH, rowTestId, useGetWithdrawalsQuery } from '../points-common';
import './texts';

const PAGE_SIZE = 10;
const STATUS_COLOR = { pending: 'gold', paid: 'green', rejected: 'red' } as const;

/** The member's cash-out requests, newest first: amount, fee, status, the payment's reference or the reason. */
export function WithdrawalList() {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const { data } = useGetWithdrawalsQuery({ page, page_size: PAGE_SIZE }, FRESH);
  if (!data) return <DelayedSkeleton />;
  if (data.count === 0) return <Empty description={t('points.withdrawal.none')} />;
  const note = (w: Withdrawal) =>
    w.status === 'paid' ? t('points.withdrawal.reference', { reference: w.reference }) : w.status === 'rejected' ? t('points.withdrawal.reason', { reason: w.reason }) : '';
  return (
    <Table<Withdrawal>
      rowKey="id"
      size="small"
      dataSource={data.list}
      scroll={{ x: 600 }}
      onRow={rowTestId('withdrawal-row')}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: data.count, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
      columns={[
        { key: 'date', title: t('points.withdrawal.requested_at'), render: (_, w) => formatDate(w.created_at), width: 180 },
        { key: 'amount', title: t('points.withdrawal.amount'), align: 'right', render: (_, w) => formatPoints(w.amount) },
        { key: 'fee', title: t('points.withdrawal.fee'), align: 'right', render: (_, w) => (w.status === 'paid' ? formatPoints(w.fee) : '–') },
        {
          key: 'status',
          title: t('points.withdrawal.status_title'),
          render: (_, w) => (
            <Tag color={STATUS_COLOR[w.status]} data-testid="withdrawal-status">
              {t(`points.withdrawal.status.${w.status}`)}
            </Tag>
          ),
        },
        {
          key: 'note',
          title: t('points.withdrawal.note'),
          render: (_, w) => (
            <Typography.Text style={{ overflowWrap: 'anywhere' }} data-testid="withdrawal-note">
              {note(w)}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
