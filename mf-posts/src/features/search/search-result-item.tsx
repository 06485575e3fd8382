import { Space, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { SearchResult } from '@site/shared/contract';
import { formatCount } from '@site/shared/lib';
import { useTranslation } from '@site/shared/i18n';
import { UserLink } from '@site/shared/ui';
import '../../components/texts';

/** The detail address of a hit: the post, or the answer form `/questions/{qid}/{slug}/{aid}`. */
export function hitHref(hit: SearchResult): string {
  const o = hit.object;
  const slug = o.url_title || 'post';
  const base = `/questions/${o.question_id}/${slug}`;
  return hit.object_type === 'answer' ? `${base}/${o.id}` : base;
}

export function SearchResultItem({ hit }: { hit: SearchResult }) {
  const { t } = useTranslation('posts');
  const { token } = theme.useToken();
  const count = (key: string, n: number) => t(key, { count: n, n: formatCount(n) });
  const o = hit.object;
  const isAnswer = hit.object_type === 'answer';
  return (
    <li data-testid="search-item" data-type={hit.object_type} style={{ listStyle: 'none', padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Space size={6} style={{ marginBottom: 4 }} wrap>
        {isAnswer && <Tag color="blue">{t('search.answer_badge')}</Tag>}
        <Link to={hitHref(hit)} data-testid="search-item-title" style={{ fontSize: 16, fontWeight: 500 }}>
          {o.title}
        </Link>
        {o.accepted && <Tag color="green">{t('search.accepted')}</Tag>}
        {o.status === 'closed' && <Tag>{t('search.closed')}</Tag>}
      </Space>
      {o.excerpt && (
        <Typography.Paragraph data-testid="search-item-excerpt" type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 6 }}>
          {o.excerpt}
        </Typography.Paragraph>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', fontSize: 13, color: token.colorTextDescription }}>
        <Space size={4} wrap>
          {o.tags.map((tag) => (
            <Link key={tag.slug_name} to={`/tags/${encodeURIComponent(tag.slug_name)}`}>
              <Tag>{tag.display_name}</Tag>
            </Link>
          ))}
        </Space>
        <Space size="middle" data-testid="search-item-meta">
          <span>{count('list.votes', o.vote_count)}</span>
          {!isAnswer && <span>{count('list.answers', o.answer_count)}</span>}
          <UserLink user={o.user_info} />
        </Space>
      </div>
    </li>
  );
}
