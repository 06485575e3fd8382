import { Badge, Button, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import { useNotificationStatus } from './notification-status';
import './texts';

export const INBOX_PATH = '/users/notifications/inbox';
export const ACHIEVEMENT_PATH = '/users/notifications/achievement';

const BellIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
  </svg>
);

const TrophyIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M19 4h-2V3H7v1H5a2 2 0 0 0-2 2v1a5 5 0 0 0 4.3 4.95A5 5 0 0 0 11 15.9V18H8v2h8v-2h-3v-2.1a5 5 0 0 0 3.7-3.95A5 5 0 0 0 21 7V6a2 2 0 0 0-2-2ZM5 7V6h2v3.83A3 3 0 0 1 5 7Zm14 0a3 3 0 0 1-2 2.83V6h2Z" />
  </svg>
);

/**
 * The logged member's bell (new inbox items) and trophy (new achievements), each with its red-dot count, linking
 * to the list. Nothing for visitors. The counts follow the live stream, or the 3 s poll without it.
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const status = useNotificationStatus();
  if (!status) return null;
  const entry = (testId: string, path: string, count: number, label: string, icon: React.ReactNode) => (
    <Tooltip title={label}>
      <Link to={path} data-testid={testId} aria-label={count > 0 ? t('notifications.unread', { label, count }) : label} style={{ color: 'inherit' }}>
        <Badge count={count} size="small" overflowCount={99} data-testid={`${testId}-count`}>
          <Button type="text" style={{ color: 'inherit' }} icon={icon} tabIndex={-1} />
        </Badge>
      </Link>
    </Tooltip>
  );
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      {entry('nav-notifications', INBOX_PATH, status.inbox, t('notifications.inbox'), <BellIcon />)}
      {entry('nav-achievements', ACHIEVEMENT_PATH, status.achievement, t('notifications.achievement'), <TrophyIcon />)}
    </span>
  );
}
