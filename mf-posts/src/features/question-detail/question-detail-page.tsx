import { Space, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { DelayedSkeleton, ErrorPage } from '@site/shared/ui';
import { AnswerSection } from '../../components/answers/answer-section';
import { CommentList } from '../../components/comments/comment-list';
import { PostCounts } from '../../components/post-counts';
import { PostActions } from '../../components/post-actions/post-actions';
import { Reactions } from '../../components/votes/reactions';
import { VoteButtons } from '../../components/votes/vote-buttons';
import { useGetQuestionInfoQuery } from './question-detail-api';

/**
 * `/questions/:qid`, `/questions/:qid/:slug`, `/questions/:qid/:slug/:aid`: the post, its votes, reactions, actions
 * and comments, then the answers. Each part is a component of its own under src/components.
 */
export function QuestionDetailPage() {
  const { qid = '', '*': rest = '' } = useParams();
  const valid = /^\d{1,19}$/.test(qid);
  const { data, isLoading } = useGetQuestionInfoQuery(qid, { skip: !valid });
  if (!valid) return <ErrorPage code="404" />;
  if (isLoading) return <DelayedSkeleton />;
  if (!data) return null;
  const answerId = rest.split('/')[1];
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
      <Space style={{ marginTop: 16 }} size="large" wrap>
        <VoteButtons objectId={data.id} voteCount={data.vote_count} voteStatus={data.vote_status} authorId={data.user_info.id} />
        <Reactions objectId={data.id} />
        <PostActions question={data} />
      </Space>
      <CommentList objectId={data.id} questionId={data.id} />
      <AnswerSection question={data} highlightAnswerId={answerId && /^\d{1,19}$/.test(answerId) ? answerId : undefined} />
    </article>
  );
}
