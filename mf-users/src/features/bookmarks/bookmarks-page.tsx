import { useState } from 'react';
import { Empty, List, Pagination, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { guardLogged } from '@site/shared/auth';
import { useTranslation } from '@site/shared/i18n';
import { contentKindOf } from '@site/shared/lib';
import { DelayedSkeleton, Guard } from '@site/shared/ui';
import { useGetPersonalCollectionPageQuery } from './bookmarks-api';
import './texts';

const PAGE_SIZE = 20;

/** /users/{username}/bookmarks, the avatar menu's Bookmarks entry (login): the posts the member bookmarked. */
export function BookmarksPage() {
  return (
    <Guard check={guardLogged}>
      <BookmarkList />
    </Guard>
  );
}

function BookmarkList() {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  // Bookmarks made elsewhere since the last visit must show: always ask the server when the page opens.
  const { data, isLoading } = useGetPersonalCollectionPageQuery({ page, page_size: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <section data-testid="bookmarks-page" style={{ maxWidth: 960 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {t('bookmarks.title')}
      </Typography.Title>
      {isLoading || !data ? (
        <DelayedSkeleton />
      ) : data.count === 0 ? (
        <Empty description={t('bookmarks.empty')} />
      ) : (
        <>
          <List
            dataSource={data.list}
            renderItem={(item) => {
              const kind = contentKindOf(item.content_type);
              return (
                <List.Item data-testid="bookmark-item">
                  <Space direction="vertical" size={4} style={{ minWidth: 0 }}>
                    <Link to={`/questions/${item.id}${item.url_title ? `/${item.url_title}` : ''}`} style={{ overflowWrap: 'anywhere' }}>
                      {item.title}
                    </Link>
                    <Space wrap size={4}>
                      {kind && <Tag>{t(`common:nav.${kind.key}`)}</Tag>}
                      <span>{t('bookmarks.counts', { votes: item.vote_count, answers: item.answer_count })}</span>
                    </Space>
                  </Space>
                </List.Item>
              );
            }}
          />
          {data.count > PAGE_SIZE && (
            <Pagination current={page} pageSize={PAGE_SIZE} total={data.count} onChange={setPage} showSizeChanger={false} style={{ marginTop: 16 }} />
          )}
        </>
      )}
    </section>
  );
}
