import { useState } from 'react';
import { Button, Descriptions, Flex, Result, Spin, Statistic, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import { formatDate } from '@site/shared/page';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { ProfileModal } from './profile-modal';
import { StatusTag } from './status-tag';
import { UserActions } from './user-actions';
import { useRoleName } from './use-role-name';
import { useGetAdminUserQuery } from './users-api';
import './texts';

/** /admin/users/:user_id: one user's profile fields (editable), status, role and counts, with the same actions as the list. */
export function UserPage() {
  const { t } = useTranslation(['admin', 'common']);
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const { user_id: userId = '' } = useParams();
  const roleName = useRoleName();
  const valid = /^\d{1,19}$/.test(userId);
  const { data: user, isLoading, isError } = useGetAdminUserQuery({ user_id: userId }, { skip: !valid });
  const back = <Link to="/admin/users">{t('users.back')}</Link>;

  if (!valid || isError) return <Result status="404" title={t('users.not_found')} extra={back} />;
  if (isLoading || !user) return <Spin />;
  return (
    <div data-testid="admin-user">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {user.display_name || user.username}
          </Typography.Title>
          <Typography.Text type="secondary">@{user.username}</Typography.Text>
        </div>
        <Flex gap={8} align="center">
          {user.status !== 'deleted' && (
            <Button size="small" onClick={() => setEditing(true)} data-testid="user-edit-profile">
              {t('users.edit_profile')}
            </Button>
          )}
          {user.status !== 'deleted' && (
            <Button href={`/users/${encodeURIComponent(user.username)}`} size="small">
              {t('users.public_profile')}
            </Button>
          )}
          <UserActions user={user} />
        </Flex>
      </Flex>
      <Descriptions bordered size="small" column={1} title={t('users.profile')} style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('users.username')}>{user.username}</Descriptions.Item>
        <Descriptions.Item label={t('users.email')}>
          {user.e_mail} ({user.mail_status === 1 ? t('users.mail_confirmed') : t('users.mail_unconfirmed')})
        </Descriptions.Item>
        <Descriptions.Item label={t('users.role')}>
          <span data-testid="user-role">{roleName(user.role_id, user.role_name)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('users.status')}>
          <StatusTag user={user} />
        </Descriptions.Item>
        <Descriptions.Item label={t('users.created_at')}>{formatDate(user.created_at)}</Descriptions.Item>
        <Descriptions.Item label={t('users.last_login')}>{user.last_login_date ? formatDate(user.last_login_date) : t('users.never')}</Descriptions.Item>
        <Descriptions.Item label={t('users.website')}>{user.website}</Descriptions.Item>
        <Descriptions.Item label={t('users.location')}>{user.location}</Descriptions.Item>
        <Descriptions.Item label={t('users.bio')}>{user.bio}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('users.counts')}
      </Typography.Title>
      <Flex wrap gap={32} data-testid="user-counts">
        <Statistic title={t('users.reputation')} value={user.rank} />
        <Statistic title={t('users.points')} value={user.score} />
        <Statistic title={t('users.questions')} value={user.question_count} />
        <Statistic title={t('users.answers')} value={user.answer_count} />
        <Statistic title={t('users.comments')} value={user.comment_count} />
        <Statistic title={t('users.followers')} value={user.follow_count} />
      </Flex>
      <div style={{ marginTop: 24 }}>{back}</div>
      {editing && (
        <ProfileModal
          user={user}
          onClose={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
          }}
        />
      )}
    </div>
  );
}
