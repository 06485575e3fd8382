import { Button, Space, Table, Tag, Typography } from 'antd';
import type { PointsSummary, ReputationLevel } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatPoints } from '@site/shared/lib';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { FRESH, PointsFigures, rowTestId, useEnterPlatformMutation, useGetPointsSummaryQuery } from '../points-common';
import './texts';

/** Whether the member can enter now, or move up: their reputation reaches a level above the one they entered at. */
const canEnter = (s: PointsSummary) => s.reachable_level !== null && (s.level === null || s.reachable_level.redeem_rank_points > s.level.redeem_rank_points);

function LevelsTable({ s }: { s: PointsSummary }) {
  const { t } = useTranslation('users');
  const mark = (l: ReputationLevel) => (
    <Space size={4} wrap>
      {l.title}
      {s.level?.redeem_rank_points === l.redeem_rank_points && <Tag color="blue">{t('points.entry.yours')}</Tag>}
      {s.reachable_level?.redeem_rank_points === l.redeem_rank_points && s.level?.redeem_rank_points !== l.redeem_rank_points && (
        <Tag color="green">{t('points.entry.reachable')}</Tag>
      )}
    </Space>
  );
  return (
    <Table<ReputationLevel>
      rowKey="redeem_rank_points"
      size="small"
      pagination={false}
      dataSource={s.levels}
      data-testid="entry-levels"
      onRow={rowTestId('entry-level')}
      columns={[
        { key: 'title', title: t('points.entry.level'), render: (_, l) => mark(l) },
        { key: 'rank', title: t('points.entry.rank_needed'), align: 'right', render: (_, l) => formatPoints(l.redeem_rank_points) },
        { key: 'ratio', title: t('points.entry.ratio'), align: 'right', render: (_, l) => l.rank_to_point },
      ]}
    />
  );
}

/** /points/entry: the levels, where the member stands, and Enter when their reputation reaches a (higher) level. */
export function EntryPage() {
  const { t } = useTranslation(['users', 'common']);
  const dispatch = useAppDispatch();
  const { data: s } = useGetPointsSummaryQuery(undefined, FRESH);
  const [enter, { isLoading }] = useEnterPlatformMutation();
  if (!s) return <DelayedSkeleton />;

  const onEnter = async () => {
    try {
      await enter({}).unwrap();
      dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
    } catch {
      // the baseQuery showed the server's message as a toast
    }
  };

  return (
    <section data-testid="points-entry">
      <Typography.Paragraph>{t('points.entry.intro')}</Typography.Paragraph>
      <PointsFigures
        items={[
          { key: 'rank', label: t('points.entry.reputation'), children: formatPoints(s.rank) },
          { key: 'level', label: t('points.entry.current'), children: <span data-testid="entry-current">{s.level?.title ?? t('points.entry.not_entered')}</span> },
          { key: 'reach', label: t('points.entry.reaches'), children: <span data-testid="entry-reaches">{s.reachable_level?.title ?? t('points.entry.none_yet')}</span> },
        ]}
      />
      {s.levels.length === 0 ? <Typography.Paragraph type="secondary">{t('points.entry.no_levels')}</Typography.Paragraph> : <LevelsTable s={s} />}
      {canEnter(s) ? (
        <Button type="primary" onClick={() => void onEnter()} loading={isLoading} data-testid="entry-submit">
          {s.level ? t('points.entry.move_up', { level: s.reachable_level?.title }) : t('points.entry.enter', { level: s.reachable_level?.title })}
        </Button>
      ) : (
        <Typography.Paragraph type="secondary" data-testid="entry-state">
          {s.level ? t('points.entry.highest') : t('points.entry.not_reached')}
        </Typography.Paragraph>
      )}
    </section>
  );
}
