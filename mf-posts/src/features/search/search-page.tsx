import { Col, Empty, Input, Pagination, Row, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_PAGE_SIZE_DEFAULT, searchOrders, type SearchOrder } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { DelayedSkeleton } from '@site/shared/ui';
import { useGetSearchDescQuery, useGetSearchQuery } from './search-api';
import { SearchResultItem } from './search-result-item';
import { SearchTips, SyntaxList } from './search-tips';
import './texts';

const PAGE_SIZE = SEARCH_PAGE_SIZE_DEFAULT;

/** Reads q, order and page from the address (links and reloads keep them). */
export function readSearchParams(search: URLSearchParams) {
  const q = (search.get('q') ?? '').trim();
  const o = search.get('order') as SearchOrder | null;
  const order: SearchOrder = o && (searchOrders as readonly string[]).includes(o) ? o : 'relevance';
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  return { q, order, page };
}

const hostOf = (link: string) => {
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
};

function Credit() {
  const { t } = useTranslation('posts');
  const { data } = useGetSearchDescQuery();
  if (!data?.link) return null;
  return (
    <a href={data.link} target="_blank" rel="noopener noreferrer nofollow" data-testid="search-credit" style={{ fontSize: 13 }}>
      {t('search.provided_by')} {data.icon ? <img src={data.icon} alt="" style={{ height: 16, verticalAlign: 'middle' }} /> : hostOf(data.link)}
    </a>
  );
}

/** `/search?q=`: results of the query (posts and answers), order tabs, pages, syntax tips and the plugin's credit. */
export function SearchPage() {
  const { t } = useTranslation('posts');
  const [search, setSearch] = useSearchParams();
  const { q, order, page } = readSearchParams(search);
  // The box follows the address (React's "adjust state when a prop changes" pattern, no effect).
  const [shownQ, setShownQ] = useState(q);
  const [draft, setDraft] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setDraft(q);
  }
  const { data, isLoading, isFetching } = useGetSearchQuery({ q, order, page, size: PAGE_SIZE }, { skip: !q });

  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    setSearch(next);
  };

  const results = !q ? (
    <Empty data-testid="search-start" description={t('search.start')} />
  ) : isLoading ? (
    <DelayedSkeleton />
  ) : !data?.list.length ? (
    <Empty
      data-testid="search-empty"
      description={
        <div style={{ textAlign: 'left', display: 'inline-block' }}>
          <Typography.Paragraph strong>{t('search.empty')}</Typography.Paragraph>
          <Typography.Paragraph>{t('search.empty_hint')}</Typography.Paragraph>
          <SyntaxList testId="search-empty-syntax" />
        </div>
      }
    />
  ) : (
    <ul style={{ padding: 0, margin: 0 }}>
      {data.list.map((hit) => (
        <SearchResultItem key={`${hit.object_type}-${hit.object.id}`} hit={hit} />
      ))}
    </ul>
  );

  return (
    <Row gutter={24} data-testid="search-page">
      <Col xs={24} lg={17}>
        <Typography.Title level={1}>{q ? t('search.results_for', { q }) : t('search.title')}</Typography.Title>
        <Input.Search
          data-testid="search-page-input"
          aria-label={t('search.title')}
          value={draft}
          placeholder={t('search.placeholder')}
          enterButton={t('search.button')}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(value) => update({ q: value.trim(), page: '1' })}
          style={{ marginBottom: 16 }}
        />
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 8 }}>
          <span data-testid="search-count">{data && q ? t('search.results', { count: data.count }) : ''}</span>
          <Segmented<SearchOrder>
            data-testid="search-orders"
            value={order}
            onChange={(o) => update({ order: o, page: '1' })}
            options={searchOrders.map((o) => ({ value: o, label: t(`search.order.${o}`) }))}
          />
        </div>
        <div data-testid="search-results" aria-busy={isLoading || isFetching}>
          {results}
        </div>
        {q && data && data.count > PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 16 }}
            current={page}
            pageSize={PAGE_SIZE}
            total={data.count}
            showSizeChanger={false}
            onChange={(p) => update({ page: String(p) })}
          />
        )}
      </Col>
      <Col xs={24} lg={7}>
        <SearchTips />
        <div style={{ marginTop: 12 }}>
          <Credit />
        </div>
      </Col>
    </Row>
  );
}
