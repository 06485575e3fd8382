import { Button, Segmented, Select, Space, Tabs } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { CONTENT_KINDS } from '@site/shared/lib';
import { ORDERS, PERIODS, type ListParams, type Order } from './list-params';
import './texts';
import type { ViewMode } from './use-view-mode';

interface Props {
  params: ListParams;
  view: ViewMode;
  onKind: (type: number) => void;
  onOrder: (order: Order) => void;
  onPeriod: (days: number) => void;
  onToggleView: () => void;
}

export function ListToolbar({ params, view, onKind, onOrder, onPeriod, onToggleView }: Props) {
  const { t } = useTranslation(['posts', 'common']);
  const { t: tp } = useTranslation('posts');
  return (
    <>
      <Tabs
        activeKey={String(params.contentType)}
        onChange={(key) => onKind(Number(key))}
        items={CONTENT_KINDS.map((k) => ({ key: String(k.type), label: t(`nav.${k.key}`) }))}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
        <Space wrap style={{ maxWidth: '100%' }}>
          {/* Five orders are wider than a phone: they scroll sideways in their own box, not the whole page. */}
          <div style={{ maxWidth: '100%', overflowX: 'auto' }} data-testid="list-orders">
            <Segmented<Order>
              value={params.order === 'hot' ? 'frequent' : params.order}
              onChange={onOrder}
              options={ORDERS.map((o) => ({ value: o.value, label: t(`list.order.${o.value}`, o.label) }))}
            />
          </div>
          <Select<number>
            data-testid="list-period"
            aria-label={tp('list.period')}
            value={params.inDays}
            onChange={onPeriod}
            style={{ minWidth: 130 }}
            options={PERIODS.map((days) => ({ value: days, label: tp(`list.period_${days}`) }))}
          />
        </Space>
        <Button data-testid="view-toggle" onClick={onToggleView}>
          {view === 'card' ? t('list.view_compact') : t('list.view_card')}
        </Button>
      </div>
    </>
  );
}
