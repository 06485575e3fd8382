import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { QuestionListItem } from '@site/shared/contract';
import { PointsBadges } from '../../components/points-badges';
import { PostCounts } from '../../components/post-counts';

/** A post in a tag's list. A tag that is a synonym shows as its main tag (posts tagged before the synonym was set). */
export function TagPostItem({ item }: { item: QuestionListItem }) {
  const href = `/questions/${item.id}${item.url_title ? `/${item.url_title}` : ''}`;
  const seen = new Set<string>();
  const tags = item.tags
    .map((tag) => (tag.main_tag_slug_name ? { slug: tag.main_tag_slug_name, name: tag.main_tag_slug_name } : { slug: tag.slug_name, name: tag.display_name }))
    .filter((tag) => !seen.has(tag.slug) && seen.add(tag.slug));
  return (
    <li data-testid="tag-post-item" style={{ listStyle: 'none', padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Link to={href} data-testid="tag-post-title" style={{ fontSize: 16, fontWeight: 500 }}>
        {item.title}
      </Link>
      {item.description && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0' }}>
          {item.description}
        </Typography.Paragraph>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
        <Space wrap size={4}>
          <PointsBadges post={item} />
          {tags.map((tag) => (
            <Link key={tag.slug} to={`/tags/${encodeURIComponent(tag.slug)}`}>
              <Tag>{tag.name}</Tag>
            </Link>
          ))}
        </Space>
        <PostCounts post={item} />
      </div>
    </li>
  );
}
