import { Tag } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { isPriced, isRewarded } from '@site/shared/policies';
import './texts';

/**
 * What a post's points mean at a glance, on list cards and above its body: the price to unlock it (questions,
 * resources, bounties) and, where the same points also reward the accepted answer (questions, bounties), the reward.
 * Nothing for free posts and for kinds whose score means nothing (articles, pictures).
 */
export function PointsBadges({ post }: { post: { content_type: number; score: number } }) {
  const { t } = useTranslation('posts');
  if (!isPriced(post)) return null;
  return (
    <span data-testid="points-badges">
      <Tag color="gold" data-testid="price-badge">
        {t('points.price', { count: post.score })}
      </Tag>
      {isRewarded(post) && (
        <Tag color="green" data-testid="reward-badge">
          {t('points.reward', { count: post.score })}
        </Tag>
      )}
    </span>
  );
}
