import { Tag, Typography } from 'antd';
import { SUSPEND_FOREVER_UNTIL, type AdminUserItem } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatDate } from '@site/shared/page';
import './texts';

const COLORS: Record<AdminUserItem['status'], string> = { normal: 'success', suspended: 'warning', deleted: 'error', inactive: 'default' };

/** A user's status, with when a suspension ends (or that it does not) and when a deletion happened. */
export function StatusTag({ user }: { user: Pick<AdminUserItem, 'status' | 'suspended_until' | 'deleted_at'> }) {
  const { t } = useTranslation('admin');
  const note =
    user.status === 'suspended'
      ? user.suspended_until >= SUSPEND_FOREVER_UNTIL
        ? t('users.suspended_forever')
        : t('users.suspended_until', { date: formatDate(user.suspended_until) })
      : user.status === 'deleted' && user.deleted_at
        ? t('users.deleted_at', { date: formatDate(user.deleted_at) })
        : null;
  return (
    <span data-testid="user-status">
      <Tag color={COLORS[user.status]}>{t(`users.status.${user.status}`)}</Tag>
      {note && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </span>
  );
}
