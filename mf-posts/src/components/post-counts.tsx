import { Space } from 'antd';
import type { CSSProperties } from 'react';
import { formatCount } from '@site/shared/lib';
import { useTranslation } from '@site/shared/i18n';

interface Counts {
  vote_count: number;
  answer_count: number;
  view_count: number;
}

const style: CSSProperties = { color: '#888', fontSize: 13 };

/** Votes, answers and views as the list and the detail show them ("1 answer", "1,234 views", "13.5k views"). */
export function PostCounts({ post }: { post: Counts }) {
  const { t } = useTranslation();
  // i18next picks the plural form from `count`; `n` is the formatted number shown.
  const text = (key: string, count: number) => t(key, { count, n: formatCount(count) });
  return (
    <Space size="middle" data-testid="post-counts" style={style}>
      <span>{text('list.votes', post.vote_count)}</span>
      <span>{text('list.answers', post.answer_count)}</span>
      <span>{text('list.views', post.view_count)}</span>
    </Space>
  );
}
