import { Button, Space } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '@site/shared/auth';
import type { QuestionDetail } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatCount } from '@site/shared/lib';
import { pushToast, saveRedirect, selectLoginState, useAppDispatch, useAppSelector } from '@site/shared/store';
import { useFollowObjectMutation, useSwitchCollectionMutation } from './question-detail-api';
import './texts';

/** Bookmark and follow toggles with their counts, and the share button copying the canonical link. */
export function MarkButtons({ post, shareUrl }: { post: QuestionDetail; shareUrl: string }) {
  const { t } = useTranslation('posts');
  const login = useAppSelector(selectLoginState);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [collect, collecting] = useSwitchCollectionMutation();
  const [follow, following] = useFollowObjectMutation();
  const deleted = post.status === 10;

  // Anonymous visitors are sent to log in and come back here.
  const needLogin = () => {
    if (login.logged) return false;
    dispatch(saveRedirect(location.pathname + location.search));
    navigate(PATHS.login);
    return true;
  };
  const onBookmark = () => {
    if (!needLogin()) void collect({ object_id: post.id, bookmark: !post.collected }).unwrap().catch(() => undefined);
  };
  const onFollow = () => {
    if (!needLogin()) void follow({ object_id: post.id, is_cancel: post.is_followed }).unwrap().catch(() => undefined);
  };
  const onShare = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      dispatch(pushToast({ type: 'success', msg: t('detail.link_copied') }));
    } catch {
      // No clipboard (insecure page, denied): show the link so it can be copied by hand.
      dispatch(pushToast({ type: 'info', msg: shareUrl }));
    }
  };

  return (
    <Space wrap size="small" data-testid="mark-buttons">
      <Button
        size="small"
        data-testid="bookmark-button"
        aria-pressed={post.collected}
        icon={<span aria-hidden>{post.collected ? '★' : '☆'}</span>}
        loading={collecting.isLoading}
        disabled={deleted}
        onClick={onBookmark}
      >
        {t(post.collected ? 'detail.bookmarked' : 'detail.bookmark')} <span data-testid="bookmark-count">{formatCount(post.collection_count)}</span>
      </Button>
      <Button
        size="small"
        data-testid="follow-button"
        aria-pressed={post.is_followed}
        icon={<span aria-hidden>{post.is_followed ? '●' : '○'}</span>}
        loading={following.isLoading}
        disabled={deleted}
        onClick={onFollow}
      >
        {t(post.is_followed ? 'detail.following' : 'detail.follow')} <span data-testid="follow-count">{formatCount(post.follow_count)}</span>
      </Button>
      <Button size="small" data-testid="share-button" onClick={() => void onShare()}>
        {t('detail.share')}
      </Button>
    </Space>
  );
}
