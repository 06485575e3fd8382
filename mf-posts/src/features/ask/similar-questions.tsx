import { useEffect, useState } from 'react';
import { Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { postPath, useGetSimilarQuestionsQuery } from './ask-api';
import './texts';

/** Wait after the last keystroke before asking the server (one request per pause, not per key). */
export const SIMILAR_DEBOUNCE_MS = 400;
const MIN_TITLE = 3;

/** The ask page's helper: posts similar to the title being typed (question/similar), opened in a new tab. */
export function SimilarQuestions({ title }: { title: string }) {
  const { t } = useTranslation('posts');
  const [debounced, setDebounced] = useState(title.trim());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(title.trim()), SIMILAR_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [title]);
  const skip = debounced.length < MIN_TITLE;
  const { data } = useGetSimilarQuestionsQuery({ title: debounced }, { skip });
  const list = skip ? [] : (data?.list ?? []);
  if (list.length === 0) return null;
  return (
    <Card size="small" title={t('ask.similar')} data-testid="similar-questions" style={{ marginBottom: 16 }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((q) => (
          <li key={q.id} data-testid="similar-question" style={{ padding: '4px 0' }}>
            <Space>
              <a href={postPath(q.id, q.url_title)} target="_blank" rel="noopener noreferrer">
                {q.title}
              </a>
              <Typography.Text type="secondary">{t('ask.similar_answers', { count: q.answer_count })}</Typography.Text>
              {q.accepted_answer && <Tag color="green">{t('ask.similar_accepted')}</Tag>}
            </Space>
          </li>
        ))}
      </ul>
    </Card>
  );
}
