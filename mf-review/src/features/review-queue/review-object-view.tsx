import { Alert, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PostStatus, type FlaggedPost } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { MarkdownView, UserLink } from '@site/shared/ui';
import './texts';

export type ReviewObject = Pick<
  FlaggedPost,
  'object_id' | 'object_type' | 'question_id' | 'answer_id' | 'comment_id' | 'title' | 'url_title' | 'parsed_text' | 'tags' | 'object_status' | 'author_user_info'
>;

/** Where the object lives on the site: its post (at the answer or comment), or the member's profile. */
export function objectPath(o: ReviewObject): string {
  if (o.object_type === 'user') return `/users/${o.author_user_info?.username ?? ''}`;
  const base = `/questions/${o.question_id}`;
  if (o.object_type === 'answer') return `${base}/${o.url_title}/${o.answer_id}`;
  if (o.object_type === 'comment') return `${base}?commentId=${o.comment_id}`;
  return base;
}

/** What is under review: its kind, its post's title (a link), its text as readers see it, its tags and author. */
export function ReviewObjectView({ object: o }: { object: ReviewObject }) {
  const { t } = useTranslation('review');
  const gone = o.object_status === PostStatus.deleted;
  return (
    <section data-testid="review-object">
      <Space size="small" wrap style={{ marginBottom: 8 }}>
        <Tag color="blue" data-testid="review-object-type">
          {t(`object.${o.object_type}`)}
        </Tag>
        {!gone && (
          <Link to={objectPath(o)} data-testid="review-object-link">
            {o.title || t('object.open')}
          </Link>
        )}
      </Space>
      {gone && <Alert type="warning" showIcon title={t('object.gone')} style={{ marginBottom: 8 }} />}
      <MarkdownView html={o.parsed_text} testId="review-object-text" />
      <Space size="small" wrap style={{ marginTop: 8 }}>
        {o.tags.map((tag) => (
          <Tag key={tag.slug_name}>{tag.display_name}</Tag>
        ))}
        {o.author_user_info && (
          <Typography.Text type="secondary">
            {t('object.by')} <UserLink user={o.author_user_info} />
          </Typography.Text>
        )}
      </Space>
    </section>
  );
}
