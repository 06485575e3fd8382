import { Space, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { DelayedSkeleton, ErrorPage } from '@site/shared/ui';
import { PostCounts } from '../../components/post-counts';
import { useGetQuestionInfoQuery } from './question-detail-api';

/** `/questions/:qid`: a first, read-only detail (answers, votes and comments come later). */
export function QuestionDetailPage() {
  const { qid = '' } = useParams();
  const valid = /^\d{1,19}$/.test(qid);
  const { data, isLoading } = useGetQuestionInfoQuery(qid, { skip: !valid });
  if (!valid) return <ErrorPage code="404" />;
  if (isLoading) return <DelayedSkeleton />;
  if (!data) return null;
  return (
    <article data-testid="question-detail">
      <Typography.Title level={2} data-testid="question-title">
        {data.title}
      </Typography.Title>
      <Space style={{ color: '#888', marginBottom: 16 }} size="middle">
        <span>{data.user_info.display_name}</span>
        <PostCounts post={data} />
      </Space>
      {/* html is rendered and sanitised by the server (api-conventions). */}
      <div data-testid="question-html" dangerouslySetInnerHTML={{ __html: data.html }} />
      <Space wrap style={{ marginTop: 16 }}>
        {data.tags.map((tag) => (
          <Tag key={tag.slug_name}>{tag.display_name}</Tag>
        ))}
      </Space>
    </article>
  );
}
