import type { NotificationItem } from '@site/shared/contract';
import { POINTS_PATHS } from '@site/shared/lib';

/**
 * Where an item leads: the post, the answer (`/questions/{q}/{a}`), or the comment (its post or answer, with
 * `commentId`, which the post page scrolls to), as Answer's links; a points change without a post leads to the
 * statement. Null when there is nothing to open.
 */
export function notificationHref(item: NotificationItem): string | null {
  const { object_map: map, object_type: type } = item.object_info;
  const question = map.question;
  if (type === 'ledger_entry') return question ? `/questions/${question}` : POINTS_PATHS.statement;
  if (!question) return null;
  const base = map.answer ? `/questions/${question}/${map.answer}` : `/questions/${question}`;
  return type === 'comment' && map.comment ? `${base}?commentId=${encodeURIComponent(map.comment)}` : base;
}
