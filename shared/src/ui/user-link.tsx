import { Avatar, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { userPagePath } from '../contract/page-paths.js';
import { i18n } from '../i18n/instance.js';
import { SmartLink } from './home-link.js';

export interface UserLinkProps {
  user: { username: string; display_name?: string; avatar?: string; status?: string } | null | undefined;
  showAvatar?: boolean;
  avatarSize?: number;
}

/** A user's display name linking to `/users/{username}`; deleted or missing users render as plain text. */
export function UserLink({ user, showAvatar = false, avatarSize = 20 }: UserLinkProps) {
  const { t } = useTranslation('common', { i18n });
  if (!user || !user.username) return <span>{t('user.anonymous')}</span>;
  const name = user.display_name || user.username;
  if (user.status === 'deleted') return <span>{t('user.deleted')}</span>;
  const label = showAvatar ? (
    <Space size={4}>
      <Avatar size={avatarSize} src={user.avatar || undefined}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      {name}
    </Space>
  ) : (
    name
  );
  return <SmartLink to={userPagePath(user.username)}>{label}</SmartLink>;
}
