import { useEffect } from 'react';
import { Button, Empty, Flex, Pagination, Segmented, Tabs, Tag, Typography } from 'antd';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { guardLogged } from '@site/shared/auth';
import {
  achievementTypes,
  inboxTypes,
  type AchievementType,
  type InboxType,
  type NotificationItem,
  type NotificationType,
} from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { DelayedSkeleton, Guard, TimeAgo, UserLink } from '@site/shared/ui';
import { notificationHref } from './notification-link';
import {
  useClearNotificationStatusMutation,
  useGetNotificationPageQuery,
  useReadAllNotificationsMutation,
  useReadNotificationMutation,
} from './notifications-api';
import './texts';

const PAGE_SIZE = 10;
export const NOTIFICATIONS_PATH = '/users/notifications';

/** The spec's older one-level types (all, posts, invites, votes, integrals, entry) and where each now lives. */
const LEGACY_TYPES: Record<string, string> = {
  all: 'inbox/all',
  posts: 'inbox/posts',
  invites: 'inbox/invites',
  votes: 'inbox/votes',
  integrals: 'achievement/integrals',
  // No platform-entry events are recorded yet: the achievements list is where they would appear.
  entry: 'achievement',
};

/**
 * /users/notifications/{type}/{subType?} (login): the inbox (default; tabs all, posts, invites, votes) and the
 * achievements (tabs all, reputation, points), paged, newest first. Opening a list clears its red dot; clicking an
 * item marks it read and opens the answer or comment it is about; "Mark all as read" reads the whole list.
 */
export function NotificationsPage() {
  return (
    <Guard check={guardLogged}>
      <NotificationsView />
    </Guard>
  );
}

function NotificationsView() {
  const { type = 'inbox', subType } = useParams();
  if (type !== 'inbox' && type !== 'achievement') {
    const to = LEGACY_TYPES[type];
    return <Navigate to={`${NOTIFICATIONS_PATH}/${to ?? 'inbox'}`} replace />;
  }
  const tabs: readonly string[] = type === 'inbox' ? inboxTypes : achievementTypes;
  const tab = subType && tabs.includes(subType) ? subType : 'all';
  return <NotificationList key={type} type={type} tab={tab} />;
}

function NotificationList({ type, tab }: { type: NotificationType; tab: string }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [clearStatus] = useClearNotificationStatusMutation();
  const [readOne] = useReadNotificationMutation();
  const [readAll, { isLoading: readingAll }] = useReadAllNotificationsMutation();
  const { data, isLoading } = useGetNotificationPageQuery(
    {
      type,
      page,
      page_size: PAGE_SIZE,
      ...(type === 'inbox' ? { inbox_type: tab as InboxType } : { achievement_type: tab as AchievementType }),
    },
    { refetchOnMountOrArgChange: true },
  );

  // Opening the list clears its red dot (Answer's PUT notification/status); the items stay unread until read.
  useEffect(() => {
    void clearStatus({ type });
  }, [clearStatus, type]);

  const open = (item: NotificationItem) => {
    if (!item.is_read) void readOne({ id: item.id });
    const href = notificationHref(item);
    if (href) navigate(href);
  };
  const go = (nextType: string, nextTab?: string) => navigate(`${NOTIFICATIONS_PATH}/${nextType}${nextTab && nextTab !== 'all' ? `/${nextTab}` : ''}`);

  return (
    <section data-testid="notifications-page" style={{ maxWidth: 960 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {t('notifications.title')}
      </Typography.Title>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 8 }}>
        <Segmented
          data-testid="notifications-type"
          value={type}
          onChange={(v) => go(String(v))}
          options={[
            { value: 'inbox', label: t('notifications.inbox') },
            { value: 'achievement', label: t('notifications.achievement') },
          ]}
        />
        <Button size="small" data-testid="notifications-read-all" loading={readingAll} onClick={() => void readAll({ type })}>
          {t('notifications.read_all')}
        </Button>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => go(type, key)}
        items={(type === 'inbox' ? inboxTypes : achievementTypes).map((key) => ({ key, label: t(`notifications.tab.${key}`) }))}
      />
      {isLoading || !data ? (
        <DelayedSkeleton />
      ) : data.list.length === 0 ? (
        <Empty data-testid="notifications-empty" description={t(type === 'inbox' ? 'notifications.empty_inbox' : 'notifications.empty_achievement')} />
      ) : (
        <>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.list.map((item) => (
              <NotificationRow key={item.id} item={item} type={type} onOpen={open} />
            ))}
          </ul>
          {data.count > PAGE_SIZE && (
            <Pagination
              current={page}
              pageSize={PAGE_SIZE}
              total={data.count}
              showSizeChanger={false}
              onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
              style={{ marginTop: 16 }}
            />
          )}
        </>
      )}
    </section>
  );
}

function NotificationRow({ item, type, onOpen }: { item: NotificationItem; type: NotificationType; onOpen: (item: NotificationItem) => void }) {
  const { t } = useTranslation('users');
  const href = notificationHref(item);
  const rank = item.rank > 0 ? `+${item.rank}` : String(item.rank);
  return (
    <li
      data-testid="notification-item"
      data-read={item.is_read ? 'true' : 'false'}
      style={{ background: item.is_read ? undefined : 'rgba(250, 173, 20, 0.08)', padding: '12px 8px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <span style={{ overflowWrap: 'anywhere' }}>
          {type === 'achievement' && (
            <Tag color={item.rank >= 0 ? 'success' : 'error'} data-testid="notification-rank">
              {rank}
            </Tag>
          )}
          {item.user_info ? <UserLink user={item.user_info} /> : type === 'inbox' ? t('notifications.someone') : null} {item.notification_action}{' '}
          {href ? (
            <Link
              to={href}
              data-testid="notification-link"
              onClick={(e) => {
                // Modified clicks (new tab) keep the browser's own behaviour; the item is read either way.
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                onOpen(item);
              }}
            >
              {item.object_info.title}
            </Link>
          ) : (
            <span>{item.object_info.title}</span>
          )}
          {!item.is_read && (
            <Tag color="gold" style={{ marginInlineStart: 8 }}>
              {t('notifications.new')}
            </Tag>
          )}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <TimeAgo seconds={item.update_time} />
        </Typography.Text>
      </Flex>
    </li>
  );
}
