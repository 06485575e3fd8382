import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import type { QuestionLinkIntent } from '../question-detail';
import { HOT_LIST } from './list-params';
import { useGetQuestionPageQuery } from './post-list-api';
import './texts';

/** The sidebar's hot list: the most viewed posts of the last seven days, every kind. */
export function HotList({ intent }: { intent?: (id: string) => QuestionLinkIntent }) {
  const { t } = useTranslation('posts');
  const { data } = useGetQuestionPageQuery({ ...HOT_LIST });
  return (
    <Card size="small" title={t('list.hot_title')} data-testid="hot-list">
      {data && data.list.length === 0 && <Typography.Text type="secondary">{t('list.hot_empty')}</Typography.Text>}
      <ol style={{ paddingLeft: 20, margin: 0 }}>
        {data?.list.map((q) => (
          <li key={q.id} data-testid="hot-item" style={{ marginBottom: 6 }}>
            <Link to={`/questions/${q.id}${q.url_title ? `/${q.url_title}` : ''}`} {...intent?.(q.id)}>{q.title}</Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
