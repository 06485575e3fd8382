import { Badge, Tooltip } from 'antd';
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

/**
 * The logged member's bell: one badge counting what is new in the inbox and the achievements together (one icon
 * keeps the header's entries from folding into its overflow menu), linking to the inbox, or to the achievements when
 * only they have news. Nothing for visitors. The count follows the live stream, or the 3 s poll without it.
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const status = useNotificationStatus();
  if (!status) return null;
  const count = status.inbox + status.achievement;
  const path = status.inbox === 0 && status.achievement > 0 ? ACHIEVEMENT_PATH : INBOX_PATH;
  const label = t('notifications.inbox');
  return (
    <Tooltip title={label}>
      <Link
        to={path}
        data-testid="nav-notifications"
        aria-label={count > 0 ? t('notifications.unread', { label, count }) : label}
        style={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', padding: '0 4px', lineHeight: 1 }}
      >
        <Badge count={count} size="small" overflowCount={99} data-testid="nav-notifications-count">
          <span style={{ color: 'inherit', display: 'inline-flex' }}>
            <BellIcon />
          </span>
        </Badge>
      </Link>
    </Tooltip>
  );
}
