import type { HttpHandler } from 'msw';
import { endpoints, type AchievementType, type InboxType, type NotificationItem, type NotificationStatus, type NotificationType } from '@site/shared/contract';
import { FIXTURE_NOW, makeUserBasic } from '../factories.js';
import { handle } from '../handle.js';
import { heldStream } from '../held-stream.js';
import { registerMockReset } from '../state.js';

/** A fixture item with the list and tab it is filed under (what the server stores beside it). */
export interface MockNotification {
  item: NotificationItem;
  type: NotificationType;
  tab: Exclude<InboxType | AchievementType, 'all'>;
  redDot: boolean;
}

const bob = makeUserBasic({ id: '31', username: 'bob', display_name: 'Bob' });

/** Every member's notifications: an answer, a comment, an invitation, a vote, and two achievements. */
function fixtures(): MockNotification[] {
  const item = (id: string, action: string, text: string, info: NotificationItem['object_info'], extra: Partial<NotificationItem> = {}): NotificationItem => ({
    id,
    user_info: bob,
    object_info: info,
    rank: 0,
    notification_action: text,
    is_read: false,
    update_time: FIXTURE_NOW - Number(id) * 60,
    action_key: action,
    ...extra,
  });
  const q = (title = 'How do I bake bread?') => ({ title, object_id: '101', object_type: 'question' as const, object_map: { question: '101' } });
  return [
    { type: 'inbox', tab: 'posts', redDot: true, item: item('1', 'answer_the_question', 'answered the question', { ...q(), object_id: '201', object_type: 'answer', object_map: { question: '101', answer: '201' } }) },
    { type: 'inbox', tab: 'posts', redDot: true, item: item('2', 'mention_you', 'mentioned you', { ...q(), object_id: '301', object_type: 'comment', object_map: { question: '101', answer: '201', comment: '301' } }) },
    { type: 'inbox', tab: 'invites', redDot: false, item: item('3', 'invited_you_to_answer', 'invited you to answer', q('Sourdough starter tips'), { is_read: true }) },
    { type: 'inbox', tab: 'votes', redDot: false, item: item('4', 'up_voted_question', 'upvoted question', q()) },
    { type: 'achievement', tab: 'reputation', redDot: true, item: item('5', 'up_voted_question', 'upvoted question', q(), { rank: 10 }) },
    { type: 'achievement', tab: 'reputation', redDot: false, item: item('6', 'down_voted_answer', 'downvoted answer', { ...q(), object_id: '201', object_type: 'answer', object_map: { question: '101', answer: '201' } }, { rank: -2, user_info: undefined }) },
    {
      type: 'achievement',
      tab: 'integrals',
      redDot: false,
      item: item('7', 'points_changed', 'points changed', { title: 'How do I bake bread?', object_id: '901', object_type: 'ledger_entry', object_map: { question: '101' } }, { rank: -50, user_info: undefined }),
    },
  ];
}

export const mockNotifications: MockNotification[] = fixtures();
registerMockReset(() => mockNotifications.splice(0, mockNotifications.length, ...fixtures()));

const unreadDots = (type: NotificationType) => mockNotifications.filter((n) => n.type === type && n.redDot && !n.item.is_read).length;
/** The red dots as the fixtures stand. */
export const mockNotificationStatus = (): NotificationStatus => ({
  inbox: unreadDots('inbox'),
  achievement: unreadDots('achievement'),
  revision: 0,
  can_revision: false,
  badge_award: null,
});

/** /users/notifications and the header's bell: fixtures filed by list and tab, read state kept per item. */
export const notificationHandlers: HttpHandler[] = [
  handle(endpoints.getNotificationPage, ({ query }) => {
    const tab = query.type === 'inbox' ? query.inbox_type : query.achievement_type;
    const all = mockNotifications.filter((n) => n.type === query.type && (tab === 'all' || n.tab === tab));
    const start = (query.page - 1) * query.page_size;
    return { count: all.length, list: all.slice(start, start + query.page_size).map((n) => n.item) };
  }),
  handle(endpoints.getNotificationStatus, () => mockNotificationStatus()),
  handle(endpoints.clearNotificationStatus, ({ body }) => {
    for (const n of mockNotifications) if (n.type === body.type) n.redDot = false;
    return mockNotificationStatus();
  }),
  handle(endpoints.readNotification, ({ body }) => {
    const n = mockNotifications.find((x) => x.item.id === body.id);
    if (n) n.item = { ...n.item, is_read: true };
    return null;
  }),
  handle(endpoints.readAllNotifications, ({ body }) => {
    for (const n of mockNotifications) if (n.type === body.type) n.item = { ...n.item, is_read: true };
    return null;
  }),
  handle(endpoints.streamNotificationStatus, ({ request }) => heldStream(request, [mockNotificationStatus()])),
];
