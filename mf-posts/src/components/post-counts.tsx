import { Space, theme } from 'antd';
import { formatCount } from '@site/shared/lib';
import { useTranslation } from '@site/shared/i18n';
import './texts';

interface Counts {
  vote_count: number;
  answer_count: number;
  view_count: number;
}

/** Votes, answers and views as the list and the detail show them ("1 answer", "1,234 views", "13.5k views"). */
export function PostCounts({ post }: { post: Counts }) {
  const { t } = useTranslation('posts');
  const { token } = theme.useToken();
  // i18next picks the plural form from `count`; `n` is the formatted number shown.
  const text = (key: string, count: number) => t(key, { count, n: formatCount(count) });
  return (
    <Space size="middle" data-testid="post-counts" style={{ color: token.colorTextDescription, fontSize: 13 }}>
      <span>{text('list.votes', post.vote_count)}</span>
      <span>{text('list.answers', post.answer_count)}</span>
      <span>{text('list.views', post.view_count)}</span>
    </Space>
  );
}
