// The post's "timeline" link (members: timelines need login), and "edit" for members who cannot edit it directly:
// their edit is a suggestion that staff review (the post's menu carries "edit" only for those who edit directly).
import { Space } from 'antd';
import { Link } from 'react-router-dom';
import { PostStatus, type QuestionDetail } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { selectLoginState, useAppSelector } from '@site/shared/store';
import './texts';

export function HistoryLinks({ post }: { post: QuestionDetail }) {
  const { t } = useTranslation('posts');
  const login = useAppSelector(selectLoginState);
  if (!login.logged) return null;
  const suggest =
    login.activated && post.status !== PostStatus.deleted && !post.content_locked && !post.member_actions.some((a) => a.action === 'edit');
  return (
    <Space size="middle" data-testid="post-history-links">
      {suggest && (
        <Link to={`/posts/${post.id}/edit`} data-testid="post-suggest-edit">
          {t('detail.suggest_edit')}
        </Link>
      )}
      <Link to={`/posts/${post.id}/timeline`} data-testid="post-timeline-link">
        {t('detail.timeline')}
      </Link>
    </Space>
  );
}
