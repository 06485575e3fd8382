import { useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import { formatPoints, POINTS_PATHS } from '@site/shared/lib';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { FRESH, PointsFigures, useExchangeReputationMutation, useGetPointsSummaryQuery } from '../points-common';
import './texts';

/**
 * /points/exchange: the member's reputation, what was exchanged before and what the rest makes at their level now.
 * Whether an exchange may happen is the server's decision: its refusals are the spec's toasts.
 */
export function ExchangePage() {
  const { t } = useTranslation(['users', 'common']);
  const dispatch = useAppDispatch();
  const { data: s } = useGetPointsSummaryQuery(undefined, FRESH);
  const [exchange, { isLoading }] = useExchangeReputationMutation();
  const [made, setMade] = useState<{ points: number; rank_used: number; score: number }>();
  if (!s) return <DelayedSkeleton />;

  const onExchange = async () => {
    setMade(undefined);
    try {
      const result = await exchange({}).unwrap();
      setMade(result);
      dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
    } catch {
      // the baseQuery showed the server's message as a toast
    }
  };

  return (
    <section data-testid="points-exchange">
      <Typography.Paragraph>{t('points.exchange.intro')}</Typography.Paragraph>
      {!s.level && (
        <Alert
          type="info"
          showIcon
          data-testid="exchange-needs-entry"
          title={t('points.exchange.needs_entry')}
          action={<Link to={POINTS_PATHS.entry}>{t('points.nav.entry')}</Link>}
          style={{ marginBottom: 16 }}
        />
      )}
      {!s.exchange_enabled && <Alert type="warning" showIcon title={t('points.exchange.switched_off')} style={{ marginBottom: 16 }} />}
      <PointsFigures
        testId="exchange-figures"
        items={[
          { key: 'rank', label: t('points.exchange.reputation'), children: formatPoints(s.rank) },
          { key: 'done', label: t('points.exchange.exchanged'), children: formatPoints(s.rank_exchanged) },
          { key: 'left', label: t('points.exchange.exchangeable'), children: formatPoints(s.exchangeable_rank) },
          {
            key: 'points',
            label: s.level ? t('points.exchange.points_at', { level: s.level.title, ratio: s.level.rank_to_point }) : t('points.exchange.points'),
            children: <span data-testid="exchange-points">{t('points.amount', { amount: formatPoints(s.exchangeable_points) })}</span>,
          },
        ]}
      />
      {made && (
        <Alert
          type="success"
          showIcon
          data-testid="exchange-done"
          title={t('points.exchange.done', { points: formatPoints(made.points), rank: formatPoints(made.rank_used), score: formatPoints(made.score) })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Button type="primary" onClick={() => void onExchange()} loading={isLoading} data-testid="exchange-submit">
        {t('points.exchange.submit')}
      </Button>
    </section>
  );
}
