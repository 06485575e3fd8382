import { useEffect, useState } from 'react';
import { Button, Col, Empty, Input, Pagination, Row, Segmented, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { tagPageOrders, type TagPageOrder } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { selectLoginState, useAppSelector } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { PrivilegeButton, usePrivilege } from '../../components/privileges';
import { TagCard } from './tag-card';
import { useGetTagPageQuery } from './tags-api';
import './texts';

export const TAG_PAGE_SIZE = 20;
const FILTER_DEBOUNCE_MS = 300;

function readParams(search: URLSearchParams) {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    sort: (tagPageOrders as readonly string[]).includes(sort ?? '') ? (sort as TagPageOrder) : 'popular',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    filter: search.get('q') ?? '',
  };
}

/** /tags: every main tag as a card; sort, filter and page live in the address so links and reloads keep them. */
export function TagListPage() {
  const { t } = useTranslation('posts');
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const ls = useAppSelector(selectLoginState);
  const mayCreate = usePrivilege('tag.add');
  const [typed, setTyped] = useState(params.filter);
  const { data, isLoading, isFetching } = useGetTagPageQuery({
    page: params.page,
    page_size: TAG_PAGE_SIZE,
    query_cond: params.sort,
    ...(params.filter ? { slug_name: params.filter } : {}),
  });

  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setSearch(next, { replace: true });
  };

  // The filter follows the typing after a short pause (one request per pause, not per key).
  useEffect(() => {
    if (typed.trim() === params.filter) return;
    const timer = setTimeout(() => update({ q: typed.trim(), page: '' }), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  return (
    <section data-testid="tag-list-page">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('tag.list_title')}
        </Typography.Title>
        {ls.activated && !ls.forbidden && (mayCreate.allowed ? (
          <Link to="/tags/create" data-testid="tag-create-link">
            <Button type="primary">{t('tag.create_button')}</Button>
          </Link>
        ) : (
          <PrivilegeButton action="tag.add" type="primary" data-testid="tag-create-refused">
            {t('tag.create_button')}
          </PrivilegeButton>
        ))}
      </div>
      <Typography.Paragraph type="secondary">{t('tag.list_intro')}</Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
        <Input
          allowClear
          data-testid="tag-filter"
          placeholder={t('tag.filter_placeholder')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          style={{ maxWidth: 280 }}
        />
        <Segmented
          data-testid="tag-sort"
          value={params.sort}
          options={tagPageOrders.map((o) => ({ value: o, label: t(`tag.sort.${o}`) }))}
          onChange={(v) => update({ sort: String(v), page: '' })}
        />
      </div>
      <div data-testid="tag-list" aria-busy={isLoading || isFetching}>
        {isLoading ? (
          <DelayedSkeleton />
        ) : !data?.list.length ? (
          <Empty description={t('tag.empty')} data-testid="tag-list-empty" />
        ) : (
          <Row gutter={[16, 16]}>
            {data.list.map((tag) => (
              <Col key={tag.tag_id} xs={24} sm={12} lg={8}>
                <TagCard tag={tag} />
              </Col>
            ))}
          </Row>
        )}
      </div>
      {data && data.count > TAG_PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={params.page}
          pageSize={TAG_PAGE_SIZE}
          total={data.count}
          showSizeChanger={false}
          onChange={(page) => update({ page: String(page) })}
        />
      )}
    </section>
  );
}
