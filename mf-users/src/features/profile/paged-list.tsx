import type { ReactNode } from 'react';
import { Empty, Pagination } from 'antd';
import { DelayedSkeleton } from '@site/shared/ui';

export interface PagedListProps<T> {
  data: { count: number; list: T[] } | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: string;
  testId: string;
  renderItem: (item: T) => ReactNode;
}

/** One tab's list: a skeleton while it loads, its empty text, its rows and the pages. */
export function PagedList<T>({ data, loading, page, pageSize, onPage, empty, testId, renderItem }: PagedListProps<T>) {
  if (loading || !data) return <DelayedSkeleton />;
  if (data.count === 0 || data.list.length === 0) return <Empty description={empty} />;
  return (
    <>
      <Rows items={data.list} testId={testId} renderItem={renderItem} />
      {data.count > pageSize && (
        <Pagination current={page} pageSize={pageSize} total={data.count} onChange={onPage} showSizeChanger={false} style={{ marginTop: 16 }} />
      )}
    </>
  );
}

const ROW_STYLE = { padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

/** Rows of a list, each separated by a rule (antd's List is deprecated). */
export function Rows<T>({ items, testId, renderItem }: { items: T[]; testId: string; renderItem: (item: T) => ReactNode }) {
  return (
    <div role="list">
      {items.map((item, i) => (
        <div role="listitem" key={i} data-testid={testId} style={ROW_STYLE}>
          {renderItem(item)}
        </div>
      ))}
    </div>
  );
}
