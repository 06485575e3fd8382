import { Button, Space, type TableColumnsType } from 'antd';

/** What a queue's row offers while it waits: approve it, or start a rejection. `testKey` names the row in test ids. */
export interface RowDecision {
  testKey: string;
  approve: () => void;
  reject: () => void;
}

/** A pending queue's last column: Approve and Reject on each row (`t` of the `admin` namespace). */
export function decisionColumn<T>(t: (key: string) => string, decisionOf: (row: T) => RowDecision): TableColumnsType<T>[number] {
  return {
    title: t('queue.actions'),
    key: 'actions',
    render: (_: unknown, row: T) => {
      const d = decisionOf(row);
      return (
        <Space>
          <Button type="primary" size="small" onClick={d.approve} data-testid={`approve-${d.testKey}`}>
            {t('queue.approve')}
          </Button>
          <Button danger size="small" onClick={d.reject} data-testid={`reject-${d.testKey}`}>
            {t('queue.reject')}
          </Button>
        </Space>
      );
    },
  };
}
