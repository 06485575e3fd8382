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
import { useDecideVerificationMutation, useGetAdminVerificationsQuery } from './verifications-api';
import './texts';

type Row = DataOf<typeof endpoints.getAdminVerifications>['list'][number];
const STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * /admin/points/verifications: members' real-name submissions by status, the identity number in full (admins only
 * see it whole). A pending one is approved at once, or rejected with the reason the member reads.
 */
export function VerificationsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const dispatch = useAppDispatch();
  const [decide, { isLoading: deciding }] = useDecideVerificationMutation();
  const [rejecting, setRejecting] = useState<Row | null>(null);

  const send = async (row: Row, approve: boolean, reason = '') => {
    const result = await decide({ user_id: row.user_id, approve, reason });
    if ('error' in result) return result.error;
    dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
    return undefined;
  };

  const columns = (status: (typeof STATUSES)[number]): TableColumnsType<Row> => [
    { title: t('queue.user'), key: 'user', render: (_, r) => <UserLink user={{ username: r.username }} /> },
    { title: t('verifications.real_name'), dataIndex: 'real_name' },
    { title: t('verifications.id_number'), dataIndex: 'id_number', render: (v: string) => <code>{v}</code> },
    { title: t('verifications.submitted'), dataIndex: 'submitted_at', render: (s: number) => formatDate(s) },
    ...(status === 'rejected' ? [{ title: t('queue.reason'), dataIndex: 'reason' }] : []),
    ...(status === 'pending'
      ? [
          decisionColumn<Row>(t, (r) => ({
            testKey: r.username,
            // A double click would send a second decision, which the server refuses with a toast.
            approve: () => !deciding && void send(r, true),
            reject: () => setRejecting(r),
          })),
        ]
      : []),
  ];

  return (
    <>
      <QueuePage
        statuses={STATUSES}
        tabLabel={(s) => t(`verifications.status.${s}`)}
        useList={useGetAdminVerificationsQuery}
        columns={columns}
        rowKey="user_id"
        testId="verifications-queue"
      />
      {rejecting && (
        <DecisionModal
          field="reason"
          title={t('verifications.reject_title', { name: rejecting.real_name })}
          label={t('verifications.reject_reason')}
          onSubmit={(reason) => send(rejecting, false, reason)}
          onClose={() => setRejecting(null)}
          testId="reject-verification"
        />
      )}
    </>
  );
}
