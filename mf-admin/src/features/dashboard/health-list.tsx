import { Descriptions, Tag, Typography } from 'antd';
import { formatByteSize, type Dashboard, type FrontendReport, type HealthState } from '@site/shared/contract';
import { formatCount } from '@site/shared/lib';
import { formatDate } from '@site/shared/page';
import { useTranslation } from '@site/shared/i18n';
import './texts';

// Dark enough for white text (axe contrast 4.5:1): antd's preset success and error tags are too pale.
const COLOR: Record<HealthState, string | undefined> = { ok: '#237804', problem: '#a8071a', off: undefined };
type Health = Dashboard['health'];

/** The health checks as tags (ok, problem, off), each problem or missing piece with what to do next. */
export function HealthList({ health }: { health: Health }) {
  const { t } = useTranslation('admin');
  const detail: Record<keyof Health, string> = {
    database: t('dashboard.health.latency', { ms: health.database.latency_ms }),
    redis: health.redis.status === 'off' ? '' : t('dashboard.health.latency', { ms: health.redis.latency_ms }),
    smtp: '',
    disk: t('dashboard.health.disk_free', { free: formatByteSize(health.disk.free_bytes), total: formatByteSize(health.disk.total_bytes) }),
    ledger: t('dashboard.health.ledger_entries', { count: health.ledger.entries, entries: formatCount(health.ledger.entries) }),
    frontend: health.frontend.status === 'ok' ? t('dashboard.health.frontend_none') : '',
  };
  const keys = Object.keys(detail) as (keyof Health)[];
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      data-testid="dashboard-health"
      items={keys.map((key) => {
        const status = health[key].status;
        return {
          key,
          label: t(`dashboard.health.${key}`),
          children: (
            <div data-testid={`health-${key}`} data-status={status}>
              <Tag color={COLOR[status]}>{t(`dashboard.health_state.${status}`)}</Tag>
              {detail[key] && <Typography.Text type="secondary">{detail[key]}</Typography.Text>}
              {status !== 'ok' && (
                <Typography.Paragraph style={{ margin: '4px 0 0' }} type={status === 'problem' ? 'danger' : 'secondary'}>
                  {t(`dashboard.next.${key}.${status}`, { problems: health.ledger.problems })}
                </Typography.Paragraph>
              )}
              {key === 'frontend' && <FrontendReports reports={health.frontend.reports} />}
            </div>
          ),
        };
      })}
    />
  );
}

/** The browsers' recent reports, one line each (every field is the browser's text, shown as text). */
function FrontendReports({ reports }: { reports: FrontendReport[] }) {
  const { t } = useTranslation('admin');
  if (reports.length === 0) return null;
  return (
    <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }} data-testid="frontend-reports">
      {reports.map((r) => {
        const seen = t('dashboard.frontend.seen', { count: r.count, reports: formatCount(r.count), time: formatDate(r.last_at) });
        const line =
          r.kind === 'skew'
            ? t('dashboard.frontend.skew', { remote: r.remote, module: r.module, required: r.required, loaded: r.loaded })
            : t('dashboard.frontend.load_failure', { remote: r.remote, message: r.message || t('dashboard.frontend.no_message') });
        return <li key={`${r.kind}|${r.remote}|${r.version}|${r.module}|${r.required}|${r.loaded}|${r.message}`}>{`${line} (${seen})`}</li>;
      })}
    </ul>
  );
}
