import { Alert, Button, Descriptions } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { formatDate } from '@site/shared/page';
import { DelayedSkeleton } from '@site/shared/ui';
import { useGetLedgerCheckQuery } from './ledger-api';
import '../../components/texts';
import './texts';

/**
 * /admin/points/ledger: the ledger's invariant checked on the server now (every balance equals its postings, all
 * accounts sum to zero), as `pnpm ledger:check` prints it; checked afresh on each visit and on demand.
 */
export function LedgerPage() {
  const { t } = useTranslation('admin');
  const { data, isFetching, refetch } = useGetLedgerCheckQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return <DelayedSkeleton />;
  const balanced = data.problems.length === 0;
  return (
    <div data-testid="ledger-page">
      <Alert
        type={balanced ? 'success' : 'error'}
        showIcon
        title={balanced ? t('ledger.balanced') : t('ledger.problems', { count: data.problems.length })}
        description={
          balanced ? (
            t('ledger.balanced_text')
          ) : (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {data.problems.map((p) => (
                <li key={p}>
                  <code>{p}</code>
                </li>
              ))}
            </ul>
          )
        }
        style={{ marginBottom: 16 }}
        data-testid="ledger-state"
      />
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'checked', label: t('ledger.checked_at'), children: formatDate(data.checked_at) },
          { key: 'entries', label: t('ledger.entries'), children: data.entries.toLocaleString() },
          { key: 'postings', label: t('ledger.postings'), children: data.postings.toLocaleString() },
          { key: 'total', label: t('ledger.total'), children: t('points', { count: data.total }) },
        ]}
      />
      <Button onClick={() => void refetch()} loading={isFetching} style={{ marginTop: 16 }} data-testid="ledger-recheck">
        {t('ledger.recheck')}
      </Button>
    </div>
  );
}
