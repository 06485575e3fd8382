import { useState } from 'react';
import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import type { StatementLine } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatPoints } from '@site/shared/lib';
import { formatDate } from '@site/shared/page';
import { DelayedSkeleton } from '@site/shared/ui';
import { FRESH, rowTestId, useGetPointsStatementQuery } from '../points-common';
import { LineDescription } from './line-description';
import './texts';

const PAGE_SIZE = 20;

/** Points in green with a plus, points out in red with a minus. */
function SignedAmount({ amount }: { amount: number }) {
  return (
    <Typography.Text type={amount < 0 ? 'danger' : 'success'} data-testid="statement-amount">
      {amount < 0 ? '−' : '+'}
      {formatPoints(Math.abs(amount))}
    </Typography.Text>
  );
}

/** /points: the member's statement, newest first, a page at a time (the balance is in the layout's header). */
export function StatementPage() {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useGetPointsStatementQuery({ page, page_size: PAGE_SIZE }, FRESH);
  const columns: TableColumnsType<StatementLine> = [
    { key: 'date', title: t('points.statement.date'), render: (_, l) => formatDate(l.created_at), width: 180 },
    { key: 'what', title: t('points.statement.what'), render: (_, l) => <LineDescription line={l} /> },
    { key: 'amount', title: t('points.statement.amount'), align: 'right', render: (_, l) => <SignedAmount amount={l.amount} /> },
    { key: 'after', title: t('points.statement.balance_after'), align: 'right', render: (_, l) => formatPoints(l.balance_after) },
  ];
  return (
    <section data-testid="points-statement">
      <Typography.Paragraph type="secondary">{t('points.statement.intro')}</Typography.Paragraph>
      {isLoading || !data ? (
        <DelayedSkeleton />
      ) : data.count === 0 ? (
        <Empty description={t('points.statement.empty')} />
      ) : (
        <Table<StatementLine>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data.list}
          onRow={rowTestId('statement-line')}
          scroll={{ x: 600 }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data.count, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
    </section>
  );
}
