import { Card, Table, Tag, Typography } from 'antd';
import type { AdminFrontendRemote, FrontendReport } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatDate } from '@site/shared/page';
import { DelayedSkeleton } from '@site/shared/ui';
import { useGetAdminFrontendRemotesQuery, useGetFrontendRemoteReportsQuery } from './remote-versions-api';
import '../../components/texts';
import './texts';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString()} KB`;
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function RemoteCard({ remote, failures }: { remote: AdminFrontendRemote; failures: FrontendReport[] }) {
  const { t } = useTranslation('admin');
  const states = (id: string) =>
    [
      id === remote.active && <Tag key="active" color="green">{t('remotes.active')}</Tag>,
      id === remote.previous && <Tag key="previous">{t('remotes.previous')}</Tag>,
      id === remote.canary?.version && <Tag key="canary" color="orange">{t('remotes.canary', { percent: remote.canary.percent })}</Tag>,
    ].filter(Boolean);
  return (
    <Card
      size="small"
      title={remote.name}
      extra={<Tag>{t(`remotes.served_from.${remote.served_from}`)}</Tag>}
      style={{ marginBottom: 16 }}
      data-testid={`remote-${remote.name}`}
    >
      <Typography.Paragraph type="secondary">
        {t('remotes.entry')}: <code>{remote.entry}</code>
        {remote.canary && !remote.canary.version && (
          <>
            <br />
            {t('remotes.canary_elsewhere', { percent: remote.canary.percent, entry: remote.canary.entry })}
          </>
        )}
      </Typography.Paragraph>
      {remote.versions.length === 0 ? (
        <Typography.Paragraph>{t('remotes.no_versions')}</Typography.Paragraph>
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={[...remote.versions].reverse()}
          columns={[
            { key: 'id', title: t('remotes.version'), render: (_, v) => <code>{v.id}</code> },
            { key: 'at', title: t('remotes.deployed_at'), render: (_, v) => formatDate(seconds(v.deployed_at)) },
            { key: 'files', title: t('remotes.files'), dataIndex: 'files' },
            { key: 'size', title: t('remotes.size'), render: (_, v) => kb(v.bytes) },
            { key: 'state', title: t('remotes.state'), render: (_, v) => states(v.id) },
          ]}
        />
      )}
      {failures.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('remotes.failures')}
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => `${r.version} ${r.module} ${r.message}`}
            dataSource={failures}
            data-testid={`remote-failures-${remote.name}`}
            columns={[
              { key: 'version', title: t('remotes.version'), render: (_, r) => <code>{r.version}</code> },
              { key: 'count', title: t('remotes.count'), dataIndex: 'count' },
              { key: 'last', title: t('remotes.last_at'), render: (_, r) => formatDate(r.last_at) },
              { key: 'message', title: t('remotes.message'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </Card>
  );
}

/**
 * /admin/remotes: each remote's deployed versions (the active one, its fallback, a canary with its share) and the load
 * failures browsers reported. Read-only: versions are deployed, promoted and rolled back with `pnpm deploy:remote`.
 */
export function RemoteVersionsPage() {
  const { t } = useTranslation('admin');
  const { data } = useGetAdminFrontendRemotesQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data: reports } = useGetFrontendRemoteReportsQuery({ kind: 'load_failure' }, { refetchOnMountOrArgChange: true });
  if (!data) return <DelayedSkeleton />;
  return (
    <div data-testid="remote-versions-page">
      <Typography.Paragraph>{t('remotes.intro')}</Typography.Paragraph>
      {data.remotes.map((remote) => (
        <RemoteCard key={remote.name} remote={remote} failures={reports?.list.filter((r) => r.remote === remote.name) ?? []} />
      ))}
    </div>
  );
}
