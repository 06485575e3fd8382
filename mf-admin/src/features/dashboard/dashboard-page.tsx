import { Button, Card, Col, Descriptions, Row, Space, Statistic, Typography } from 'antd';
import type { Dashboard } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatCount } from '@site/shared/lib';
import { formatDate, formatDuration } from '@site/shared/page';
import { DelayedSkeleton, SmartLink } from '@site/shared/ui';
import { useGetDashboardQuery } from './dashboard-api';
import { HealthList } from './health-list';
import '../../components/texts';
import './texts';

/** Apache Answer's own documentation and support, as its dashboard links them. */
const ANSWER_LINKS = [
  { key: 'docs', href: 'https://answer.apache.org/docs' },
  { key: 'support', href: 'https://answer.apache.org/community/support' },
] as const;

/** The review queue's tabs, where flags and queued posts are decided (mf-review). */
const FLAGS_PATH = '/review?type=flagged_post';
const QUEUED_PATH = '/review?type=queued_post';

/** /admin/dashboard: counts, health checks with what to do next, system info and Answer's links. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { data, refetch, isFetching } = useGetDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return <DelayedSkeleton />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="dashboard-page">
      <Counts data={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            title={t('dashboard.health.title')}
            extra={
              <Button size="small" loading={isFetching} onClick={() => void refetch()} data-testid="dashboard-refresh">
                {t('dashboard.refresh')}
              </Button>
            }
          >
            <HealthList health={data.health} />
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {t('dashboard.checked_at', { time: formatDate(data.checked_at) })}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <SystemInfo data={data} />
        </Col>
      </Row>
      <Card size="small" title={t('dashboard.links.title')}>
        <Space size={16} wrap>
          {ANSWER_LINKS.map((l) => (
            <a key={l.key} href={l.href} target="_blank" rel="noreferrer noopener">
              {t(`dashboard.links.${l.key}`)}
            </a>
          ))}
        </Space>
      </Card>
    </div>
  );
}

function Counts({ data }: { data: Dashboard }) {
  const { t } = useTranslation('admin');
  const counts: { key: string; value: number; to?: string }[] = [
    { key: 'questions', value: data.question_count, to: '/admin/questions' },
    { key: 'answers', value: data.answer_count, to: '/admin/answers' },
    { key: 'comments', value: data.comment_count },
    { key: 'votes', value: data.vote_count },
    { key: 'users', value: data.user_count },
    { key: 'flags', value: data.report_count, to: FLAGS_PATH },
    { key: 'reviews', value: data.pending_review_count, to: QUEUED_PATH },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-counts">
      {counts.map((c) => (
        <Col key={c.key} xs={12} sm={8} lg={6} xxl={3}>
          <Card size="small" data-testid={`count-${c.key}`}>
            <Statistic
              title={c.to ? <SmartLink to={c.to}>{t(`dashboard.count.${c.key}`)}</SmartLink> : t(`dashboard.count.${c.key}`)}
              value={c.value}
              formatter={(v) => formatCount(Number(v))}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function SystemInfo({ data }: { data: Dashboard }) {
  const { t } = useTranslation('admin');
  const yes = (v: boolean) => (v ? t('dashboard.yes') : t('dashboard.no'));
  const version = data.version_info.revision ? `${data.version_info.version} (${data.version_info.revision})` : data.version_info.version;
  const items: [string, string][] = [
    ['version', version],
    ['https', yes(data.https)],
    ['run_mode', t(`dashboard.run_mode.${data.run_mode}`)],
    ['database', data.database_version],
    ['database_size', data.database_size],
    ['upload_folder', data.upload_folder],
    ['storage', data.occupying_storage_space],
    ['smtp', t(`dashboard.smtp.${data.smtp}`)],
    ['time_zone', data.time_zone],
    ['login_required', yes(data.login_required)],
    ['node_version', data.node_version],
    ['uptime', formatDuration(data.uptime_seconds)],
  ];
  return (
    <Card size="small" title={t('dashboard.system.title')}>
      <Descriptions
        column={1}
        size="small"
        bordered
        data-testid="dashboard-system"
        items={items.map(([key, value]) => ({
          key,
          label: t(`dashboard.system.${key}`),
          children: (
            <span data-testid={`system-${key}`} style={{ wordBreak: 'break-all' }}>
              {value}
            </span>
          ),
        }))}
      />
    </Card>
  );
}
