import { Col, Empty, Pagination, Row, Typography } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import { api } from '@site/shared/api';
import { useAppDispatch } from '@site/shared/store';
import { CustomHtml, DelayedSkeleton } from '@site/shared/ui';
import { useTranslation } from '@site/shared/i18n';
import { contentKindOf } from '@site/shared/lib';
import { useQuestionPrefetch } from '../question-detail';
import { NewPostsBar } from '../live';
import { HotList } from './hot-list';
import { ListToolbar } from './list-toolbar';
import { listQueryArgs, PAGE_SIZE, readListParams, type Order } from './list-params';
import { PostItem } from './post-item';
import { useGetQuestionPageQuery } from './post-list-api';
import { TagFilter } from './tag-filter';
import { useViewMode } from './use-view-mode';
import './texts';

/**
 * `/` and `/questions`: the post list, with the hot list beside it. Kind, order, page and tag live in the address so
 * links and reloads keep them. The page's one h1 names the kind, since `/` and `/questions` show different kinds.
 */
export function PostListPage() {
  const { t } = useTranslation(['posts', 'common']);
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(pathname, search);
  const kind = contentKindOf(params.contentType);
  const [view, toggleView] = useViewMode();
  const { data, isLoading, isFetching, fulfilledTimeStamp } = useGetQuestionPageQuery(listQueryArgs(params));
  const dispatch = useAppDispatch();
  // Opening a post from here is the likeliest next move: its page's code once the list shows, its data on intent.
  const intent = useQuestionPrefetch(!!data?.list.length);

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setSearch(next);
  };

  // The new posts show at the top of the newest first page, read again (every cached list page is out of date).
  const showNewPosts = () => {
    dispatch(api.util.invalidateTags(['Question']));
    if (params.order !== 'newest' || params.page !== 1) update({ order: 'newest', page: '1' });
    window.scrollTo({ top: 0 });
  };

  return (
    <Row gutter={24}>
      <Col xs={24} lg={18}>
        <section>
          <Typography.Title level={1} data-testid="list-title" style={{ fontSize: 28, marginTop: 0 }}>
            {kind && t(`nav.${kind.key}`)}
          </Typography.Title>
          {params.tag && <TagFilter tag={params.tag} onClear={() => update({ tag: null, page: '1' })} />}
          <ListToolbar
            params={params}
            view={view}
            onKind={(type) => update({ content_type: String(type), page: '1' })}
            onOrder={(order: Order) => update({ order, page: '1' })}
            onPeriod={(days) => update({ in_days: days ? String(days) : null, page: '1' })}
            onToggleView={toggleView}
          />
          <NewPostsBar contentType={params.contentType} tag={params.tag} loadedAt={fulfilledTimeStamp} onShow={showNewPosts} />
          {/* The container is always there (tests and scripts wait for it); its content is loading, empty or the list. */}
          <div data-testid="post-list" data-view={view} aria-busy={isLoading || isFetching}>
            {isLoading ? (
              <DelayedSkeleton />
            ) : !data?.list.length ? (
              <Empty data-testid="post-list-empty" description={t('list.empty')} />
            ) : (
              <ul style={{ padding: 0, margin: 0, listStyle: 'none' }}>
                {data.list.map((item) => (
                  <PostItem key={item.id} item={item} view={view} intent={intent(item.id)} />
                ))}
              </ul>
            )}
          </div>
          {data && data.count > PAGE_SIZE && (
            <Pagination
              style={{ marginTop: 16 }}
              current={params.page}
              pageSize={PAGE_SIZE}
              total={data.count}
              showSizeChanger={false}
              onChange={(page) => update({ page: String(page) })}
            />
          )}
        </section>
      </Col>
      <Col xs={24} lg={6}>
        {/* The admin's custom sidebar (below the list on phones, where the column stacks). */}
        <CustomHtml part="sidebar" />
        <HotList intent={intent} />
      </Col>
    </Row>
  );
}
