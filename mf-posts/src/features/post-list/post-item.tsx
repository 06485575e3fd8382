import { Card, Space, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { QuestionListItem } from '@site/shared/contract';
import { PostPicture } from '../../components/picture/post-picture';
import { PointsBadges } from '../../components/points-badges';
import { PostCounts } from '../../components/post-counts';
import type { QuestionLinkIntent } from '../question-detail';
import type { ViewMode } from './use-view-mode';

/** `intent`: the link's prefetch handlers (useQuestionPrefetch). */
export function PostItem({ item, view, intent }: { item: QuestionListItem; view: ViewMode; intent?: QuestionLinkIntent }) {
  const { token } = theme.useToken();
  const href = `/questions/${item.id}${item.url_title ? `/${item.url_title}` : ''}`;
  const title = (
    <Link to={href} data-testid="post-title" {...intent}>
      {item.title}
    </Link>
  );
  const author = item.operator?.display_name;
  if (view === 'compact') {
    return (
      <li data-testid="post-item" style={{ display: 'flex', justifyContent: 'space-between', gap: 16, padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
        <span>
          {title} <PointsBadges post={item} />
        </span>
        <PostCounts post={item} />
      </li>
    );
  }
  return (
    <li data-testid="post-item" style={{ listStyle: 'none', marginBottom: 12 }}>
      <Card size="small" title={title}>
        {item.picture && (
          <Link to={href} tabIndex={-1} {...intent}>
            <PostPicture picture={item.picture} size="thumbnail" title={item.title} />
          </Link>
        )}
        {item.description && (
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 8 }}>
            {item.description}
          </Typography.Paragraph>
        )}
        <Space wrap>
          <PointsBadges post={item} />
          {item.tags.map((tag) => (
            <Tag key={tag.slug_name}>{tag.display_name}</Tag>
          ))}
        </Space>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
          <PostCounts post={item} />
          {author && <span style={{ color: token.colorTextDescription, fontSize: 13 }}>{author}</span>}
        </div>
      </Card>
    </li>
  );
}
