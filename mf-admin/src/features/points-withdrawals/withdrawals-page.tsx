import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import type { DataOf, endpoints } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatDate } from '@site/shared/page';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { UserLink } from '@site/shared/ui';
import { decisionColumn } from '../../components/decision-column';
import { DecisionModal } from '../../components/decision-modal';
import { QueuePage } from '../../components/queue-page';
import { useDecideWithdrawalMutation, useGetAdminWithdrawalsQuery } from './withdrawals-api';
import './texts';

type Row = DataOf<typeof endpoints.getAdminWithdrawals>['list'][number];
type Status = Row['status'];
const STATUSES: readonly Status[] = ['pending', 'paid', 'rejected'];

/**
 * /admin/points/withdrawals: cash-out requests by status. Paying one records the payment's reference (the fee is
 * the server's, taken then); rejecting one gives the points back, with the reason the member reads.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const dispatch = useAppDispatch();
  const [decide] = useDecideWithdrawalMutation();
  const [deciding, setDeciding] = useState<{ row: Row; approve: boolean } | null>(null);

  const send = async (row: Row, approve: boolean, text: string) => {
    const result = await decide(approve ? { id: row.id, approve, reference: text } : { id: row.id, approve, reason: text });
    if ('error' in result) return result.error;
    dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
    return undefined;
  };

  const points = (n: number) => t('points', { count: n });
  const columns = (status: Status): TableColumnsType<Row> => [
    { title: t('queue.user'), key: 'user', render: (_, r) => <UserLink user={{ username: r.username }} /> },
    { title: t('withdrawals.amount'), dataIndex: 'amount', render: points },
    // The fee is set when a request is paid (the admin's percentage then).
    { title: t('withdrawals.fee'), dataIndex: 'fee', render: (fee: number) => (status === 'paid' ? points(fee) : '—') },
    { title: t('withdrawals.requested'), dataIndex: 'created_at', render: (s: number) => formatDate(s) },
    ...(status === 'paid' ? [{ title: t('withdrawals.reference'), dataIndex: 'reference' }] : []),
    ...(status === 'rejected' ? [{ title: t('queue.reason'), dataIndex: 'reason' }] : []),
    ...(status === 'pending'
      ? [
          decisionColumn<Row>(t, (r) => ({
            testKey: r.id,
            approve: () => setDeciding({ row: r, approve: true }),
            reject: () => setDeciding({ row: r, approve: false }),
          })),
        ]
      : [{ title: t('queue.decided'), dataIndex: 'decided_at', render: (s: number) => formatDate(s) }]),
  ];

  const which = deciding?.approve ? 'pay' : 'reject';
  return (
    <>
      <QueuePage
        statuses={STATUSES}
        tabLabel={(s) => t(`withdrawals.status.${s}`)}
        useList={useGetAdminWithdrawalsQuery}
        columns={columns}
        rowKey="id"
        testId="withdrawals-queue"
      />
      {deciding && (
        <DecisionModal
          key={`${deciding.row.id}-${which}`}
          field={deciding.approve ? 'reference' : 'reason'}
          title={t(`withdrawals.${which}_title`, { name: deciding.row.username, amount: deciding.row.amount })}
          label={t(`withdrawals.${which}_label`)}
          onSubmit={(text) => send(deciding.row, deciding.approve, text)}
          onClose={() => setDeciding(null)}
          testId={`${which}-withdrawal`}
        />
      )}
    </>
  );
}
