import { Badge, Space, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import { useGetReviewingTypeQuery } from './review-api';
import { REVIEW_TABS } from './review-tabs';
import './texts';

/** /review: a tab per kind of review work (counts from GET reviewing/type); `?type=` keeps the open tab. */
export function ReviewPage() {
  const { t } = useTranslation(['review', 'common']);
  const [params, setParams] = useSearchParams();
  const { data: types } = useGetReviewingTypeQuery();
  const active = REVIEW_TABS.some((tab) => tab.name === params.get('type')) ? params.get('type')! : REVIEW_TABS[0]!.name;
  const items = REVIEW_TABS.map(({ name, Panel }) => {
    const type = types?.find((x) => x.name === name);
    return {
      key: name,
      label: (
        <Space size={6} data-testid={`review-tab-${name}`}>
          {type?.label || t(`tabs.${name}`)}
          <Badge count={type?.todo_amount ?? 0} size="small" overflowCount={99} showZero={false} />
        </Space>
      ),
      children: name === active ? <Panel /> : null,
    };
  });
  return (
    <div data-testid="review-page" style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('common:nav.review')}
      </Typography.Title>
      <Tabs activeKey={active} items={items} onChange={(key) => setParams({ type: key })} />
    </div>
  );
}
