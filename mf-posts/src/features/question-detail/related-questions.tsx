import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import { canonicalPath } from '@site/shared/contract';
import { useGetSimilarByTagQuery } from './question-detail-api';
import './texts';

/** The sidebar's related posts (sharing the most tags), linked by the site's permalink form. */
export function RelatedQuestions({ questionId, permalink }: { questionId: string; permalink: number | undefined }) {
  const { t } = useTranslation('posts');
  const { data } = useGetSimilarByTagQuery(questionId);
  return (
    <Card size="small" title={t('detail.related')} data-testid="related-questions">
      {!data?.list.length ? (
        <Typography.Text type="secondary">{t('detail.related_none')}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.list.map((q) => (
            <li key={q.id} data-testid="related-item" style={{ padding: '6px 0' }}>
              <Link to={canonicalPath(permalink, q.id, q.url_title)}>{q.title}</Link>
              <div>
                <Typography.Text type={q.accepted_answer_id !== '0' ? 'success' : 'secondary'} style={{ fontSize: 12 }}>
                  {t('detail.answer_count', { count: q.answer_count })}
                </Typography.Text>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
