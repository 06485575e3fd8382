import { Table, Tabs, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { Page } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import './texts';

export const QUEUE_PAGE_SIZE = 20;

/** What a queue's list query takes and gives (an RTK Query hook of one of the admin's review lists). */
export type QueueListHook<S extends string, T> = (arg: { status: S; page: number; page_size: number }) => { data?: Page<T>; isFetching: boolean };

export interface QueuePageProps<S extends string, T> {
  /** The tabs, the first being the one shown by default (the requests waiting for a decision). */
  statuses: readonly S[];
  tabLabel: (status: S) => string;
  useList: QueueListHook<S, T>;
  columns: (status: S) => TableColumnsType<T>;
  rowKey: keyof T & string;
  testId: string;
}

/**
 * A review queue: one tab per status, a paged table of that status. The tab and the page are in the address
 * (`?status=paid&page=2`), so a reload or a shared link shows the same list.
 */
export function QueuePage<S extends string, T extends object>({ statuses, tabLabel, useList, columns, rowKey, testId }: QueuePageProps<S, T>) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') as S | null;
  const status = asked && statuses.includes(asked) ? asked : statuses[0]!;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching } = useList({ status, page, page_size: QUEUE_PAGE_SIZE });
  return (
    <div data-testid={testId}>
      <Tabs activeKey={status} onChange={(key) => setParams({ status: key })} items={statuses.map((s) => ({ key: s, label: tabLabel(s) }))} />
      <Table<T>
        rowKey={rowKey}
        columns={columns(status)}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: t('queue.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: QUEUE_PAGE_SIZE,
          total: data?.count ?? 0,
          hideOnSinglePage: true,
          onChange: (p) => setParams({ status, page: String(p) }),
        }}
      />
    </div>
  );
}
