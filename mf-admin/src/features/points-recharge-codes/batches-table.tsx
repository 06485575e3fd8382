import { useState } from 'react';
import { Table, Typography } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { formatDate } from '@site/shared/page';
import { useGetAdminRechargeBatchesQuery } from './recharge-api';
import '../../components/texts';
import './texts';

const PAGE_SIZE = 20;

/** Past batches, newest first: what each code is worth, how many were issued and how many are redeemed. */
export function BatchesTable() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetAdminRechargeBatchesQuery({ page, page_size: PAGE_SIZE });
  return (
    <section data-testid="recharge-batches">
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('recharge.batches')}
      </Typography.Title>
      <Table
        rowKey="batch_id"
        size="small"
        dataSource={data?.list ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('recharge.batches_empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.count ?? 0, hideOnSinglePage: true, onChange: setPage }}
        columns={[
          { title: t('recharge.batch'), dataIndex: 'batch_id' },
          { title: t('recharge.amount'), dataIndex: 'amount', render: (n: number) => t('points', { count: n }) },
          { title: t('recharge.count'), dataIndex: 'count' },
          { title: t('recharge.redeemed'), dataIndex: 'redeemed_count' },
          { title: t('recharge.memo'), dataIndex: 'memo' },
          { title: t('recharge.created'), dataIndex: 'created_at', render: (s: number) => formatDate(s) },
        ]}
      />
    </section>
  );
}
