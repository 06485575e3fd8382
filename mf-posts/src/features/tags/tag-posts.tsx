import { Empty, Pagination, Segmented } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { questionOrders, type QuestionPageQuery } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { DelayedSkeleton } from '@site/shared/ui';
import { TagPostItem } from './tag-post-item';
import { useGetTagQuestionPageQuery } from './tags-api';
import './texts';

export const TAG_POSTS_PAGE_SIZE = 20;
type Order = NonNullable<QuestionPageQuery['order']>;
const ORDERS: Order[] = questionOrders.filter((o) => o !== 'frequent');

/** The posts of every kind carrying the tag (GET question/page?tag=), with order and page in the address. */
export function TagPosts({ slug }: { slug: string }) {
  const { t } = useTranslation('posts');
  const [search, setSearch] = useSearchParams();
  const order = (ORDERS as string[]).includes(search.get('order') ?? '') ? (search.get('order') as Order) : 'newest';
  const pageNum = Number(search.get('page'));
  const page = Number.isInteger(pageNum) && pageNum > 0 ? pageNum : 1;
  const { data, isLoading, isFetching } = useGetTagQuestionPageQuery({ tag: slug, order, page, page_size: TAG_POSTS_PAGE_SIZE });

  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setSearch(next);
  };

  return (
    <div>
      <Segmented
        data-testid="tag-posts-order"
        value={order}
        options={ORDERS.map((o) => ({ value: o, label: t(`tag.order.${o}`) }))}
        onChange={(v) => update({ order: String(v), page: '' })}
        style={{ marginBottom: 8 }}
      />
      <div data-testid="tag-posts" aria-busy={isLoading || isFetching}>
        {isLoading ? (
          <DelayedSkeleton />
        ) : !data?.list.length ? (
          <Empty description={t('tag.posts_empty')} data-testid="tag-posts-empty" />
        ) : (
          <ul style={{ padding: 0, margin: 0 }}>
            {data.list.map((item) => (
              <TagPostItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
      {data && data.count > TAG_POSTS_PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={page}
          pageSize={TAG_POSTS_PAGE_SIZE}
          total={data.count}
          showSizeChanger={false}
          onChange={(p) => update({ page: String(p) })}
        />
      )}
    </div>
  );
}
