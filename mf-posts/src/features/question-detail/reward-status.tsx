// Where a rewarded post's points stand (question or bounty with a score): waiting for an accepted answer, paid to the
// accepted one, or, for a bounty whose end passed without one, paid by the site to the best-voted answer or returned
// to the author. Every fact comes from the post's detail; the server decides the outcome.
import { Alert } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { canonicalPath, ContentType, type QuestionDetail } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatDate } from '@site/shared/page';
import { isRewarded } from '@site/shared/policies';
import './texts';

type Post = Pick<QuestionDetail, 'id' | 'url_title' | 'content_type' | 'score' | 'accepted_answer_id' | 'bounty_end_time' | 'bounty_settled' | 'bounty_answer_id'>;

/** `now`: the time the end is compared with (ms; the page's opening time by default). */
export function RewardStatus({ post, now }: { post: Post; now?: number }) {
  const { t, i18n } = useTranslation('posts');
  const [openedAt] = useState(() => Date.now());
  if (!isRewarded(post)) return null;
  const answerLink = (aid: string, key: string) => (
    <Link to={canonicalPath(undefined, post.id, post.url_title, aid)} data-testid="reward-answer-link">
      {t(key)}
    </Link>
  );
  const end = post.bounty_end_time ? formatDate(post.bounty_end_time, { lang: i18n.language }) : '';
  const points = { count: post.score, date: end };
  const show = (type: 'info' | 'success' | 'warning', title: string, link?: React.ReactNode) => (
    <Alert type={type} showIcon data-testid="reward-status" style={{ marginBottom: 16 }} title={title} description={link} />
  );

  if (post.accepted_answer_id && post.accepted_answer_id !== '0') {
    return show('success', t('reward.paid_accepted', points), answerLink(post.accepted_answer_id, 'reward.see_accepted'));
  }
  if (post.content_type !== ContentType.bounty || !post.bounty_end_time) return show('info', t('reward.open', points));
  if (post.bounty_settled) {
    return post.bounty_answer_id
      ? show('success', t('reward.bounty_awarded', points), answerLink(post.bounty_answer_id, 'reward.see_awarded'))
      : show('warning', t('reward.bounty_returned', points));
  }
  if (post.bounty_end_time * 1000 <= (now ?? openedAt)) return show('info', t('reward.bounty_settling', points));
  return show('info', t('reward.bounty_open', points));
}
