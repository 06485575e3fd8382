import { Button } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { useTagFollow } from './use-tag-follow';
import './texts';

/** Follow / Following toggle for one tag; `initial` is the server's is_follower until the followed list arrives. */
export function FollowButton({ slug, initial, size = 'small' }: { slug: string; initial: boolean; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('posts');
  const { isFollowing, toggle, busy } = useTagFollow();
  const on = isFollowing(slug, initial);
  return (
    <Button
      size={size}
      type={on ? 'primary' : 'default'}
      loading={busy}
      aria-pressed={on}
      data-testid="tag-follow"
      onClick={() => void toggle(slug, initial)}
    >
      {on ? t('tag.following') : t('tag.follow')}
    </Button>
  );
}
