import { Card, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { TagPageItem } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatCount } from '@site/shared/lib';
import { FollowButton } from './follow-button';
import './texts';

/** One tag of the /tags grid: name, description excerpt, posts and followers, follow button. */
export function TagCard({ tag }: { tag: TagPageItem }) {
  const { t } = useTranslation('posts');
  const { token } = theme.useToken();
  return (
    <Card size="small" data-testid="tag-card" data-slug={tag.slug_name} style={{ height: '100%' }}>
      <Link to={`/tags/${encodeURIComponent(tag.slug_name)}`} data-testid="tag-card-name" style={{ fontWeight: 600 }}>
        {tag.display_name}
      </Link>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: '8px 0', minHeight: 44 }}>
        {tag.excerpt}
      </Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <span style={{ color: token.colorTextDescription, fontSize: 13 }} data-testid="tag-card-counts">
          {t('tag.posts', { count: tag.question_count, n: formatCount(tag.question_count) })}
          {' · '}
          {t('tag.followers', { count: tag.follow_count, n: formatCount(tag.follow_count) })}
        </span>
        <FollowButton slug={tag.slug_name} initial={tag.is_follower} />
      </div>
    </Card>
  );
}
