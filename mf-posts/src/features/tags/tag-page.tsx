import { Space, Typography } from 'antd';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import { DelayedSkeleton, MarkdownView } from '@site/shared/ui';
import { usePrivilege } from '../../components/privileges';
import { FollowButton } from './follow-button';
import { TagPosts } from './tag-posts';
import { useGetTagQuery } from './tags-api';
import './texts';

/** /tags/:tagName: the tag's head (name, description, follow, info and edit links) and its posts. */
export function TagPage() {
  const { t } = useTranslation('posts');
  const tagName = useParams().tagName ?? '';
  const { data: tag, isLoading } = useGetTagQuery({ tag_name: tagName });
  // Shown to those the tag's menu lets edit, once their reputation allows it (the privilege table).
  const mayEdit = usePrivilege('tag.edit').allowed;
  if (isLoading || !tag) return <section data-testid="tag-page">{isLoading && <DelayedSkeleton />}</section>;
  // A synonym's page is its main tag's.
  if (tag.slug_name !== tagName.toLowerCase()) return <Navigate to={`/tags/${encodeURIComponent(tag.slug_name)}`} replace />;
  const canEdit = mayEdit && tag.member_actions.some((a) => a.action === 'edit');
  return (
    <section data-testid="tag-page">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }} data-testid="tag-title">
          {tag.display_name}
        </Typography.Title>
        {tag.status === 'available' && <FollowButton slug={tag.slug_name} initial={tag.is_follower} size="middle" />}
      </div>
      {tag.parsed_text ? (
        <MarkdownView html={tag.parsed_text} testId="tag-description" />
      ) : (
        <Typography.Paragraph type="secondary">{t('tag.no_description')}</Typography.Paragraph>
      )}
      <Space style={{ margin: '8px 0 16px' }}>
        <Link to={`/tags/${encodeURIComponent(tag.slug_name)}/info`} data-testid="tag-info-link">
          {t('tag.info_link')}
        </Link>
        {canEdit && (
          <Link to={`/tags/${tag.tag_id}/edit`} data-testid="tag-edit-link">
            {t('tag.edit_link')}
          </Link>
        )}
      </Space>
      <TagPosts slug={tag.slug_name} />
    </section>
  );
}
