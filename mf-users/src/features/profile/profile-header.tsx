import { Alert, Avatar, Button, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { PersonalUserInfo } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatDate } from '@site/shared/page';
import { ReportButton } from '@site/shared/ui';
import './texts';

/** Only web addresses become links (a stored value is the member's text). */
const safeWebsite = (url: string) => (/^https?:\/\//i.test(url) ? url : '');

/** The member's face, names, reputation, dates, location and website; a suspended or deleted account says so. */
export function ProfileHeader({ info, isSelf }: { info: PersonalUserInfo; isSelf: boolean }) {
  const { t, i18n } = useTranslation('users');
  const website = safeWebsite(info.website);
  return (
    <header data-testid="profile-header" style={{ marginBottom: 16 }}>
      {info.status !== 'normal' && info.status_msg && <Alert type="warning" showIcon title={info.status_msg} style={{ marginBottom: 16 }} />}
      <Space align="start" size={16} wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space align="start" size={16}>
          <Avatar size={96} src={info.avatar || undefined} alt="">
            {info.display_name.charAt(0).toUpperCase()}
          </Avatar>
          <Space orientation="vertical" size={2}>
            <Typography.Title level={1} style={{ fontSize: 28, margin: 0, overflowWrap: 'anywhere' }}>
              {info.display_name}
            </Typography.Title>
            <Typography.Text type="secondary">@{info.username}</Typography.Text>
            <Typography.Text strong data-testid="profile-reputation">
              {t('profile.reputation', { count: info.rank })}
            </Typography.Text>
            <Typography.Text type="secondary">{t('profile.joined', { date: formatDate(info.created_at, { lang: i18n.language, dateOnly: true }) })}</Typography.Text>
            {info.location && <Typography.Text>{info.location}</Typography.Text>}
            {website && (
              <a href={website} rel="nofollow ugc noopener" target="_blank" style={{ overflowWrap: 'anywhere' }}>
                {info.website}
              </a>
            )}
          </Space>
        </Space>
        {isSelf ? (
          <Link to="/users/settings/profile">
            <Button>{t('profile.edit')}</Button>
          </Link>
        ) : (
          info.status !== 'deleted' && <ReportButton objectType="user" objectId={info.id} authorId={info.id} size="middle" />
        )}
      </Space>
    </header>
  );
}
