import { useEffect, useState } from 'react';
import { AutoComplete, Avatar, Card, Col, Empty, Input, Row, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { UserRankingInfo } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { selectUser, useAppSelector } from '@site/shared/store';
import { DelayedSkeleton, UserLink } from '@site/shared/ui';
import { useSearchUserInfoQuery } from '@site/shared/api';
import { useGetUserRankingQuery } from './user-list-api';
import './texts';

const SEARCH_DEBOUNCE_MS = 300;

/** Members' names as the member types (user/info/search needs a login: visitors are told so). */
function PeopleSearch() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const me = useAppSelector(selectUser);
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data } = useSearchUserInfoQuery(asked, { skip: !me || asked === '' });
  if (!me) return <Typography.Text type="secondary">{t('user_list.search_login')}</Typography.Text>;
  const options = (data ?? []).map((u) => ({
    value: u.username,
    label: (
      <Space size={8}>
        <Avatar size={20} src={u.avatar || undefined}>
          {u.display_name.charAt(0).toUpperCase()}
        </Avatar>
        <span>{u.display_name}</span>
        <Typography.Text type="secondary">@{u.username}</Typography.Text>
      </Space>
    ),
  }));
  return (
    <AutoComplete
      options={options}
      value={text}
      onChange={setText}
      onSelect={(username: string) => navigate(`/users/${encodeURIComponent(username)}`)}
      notFoundContent={asked && data ? t('user_list.no_match') : undefined}
      style={{ width: '100%', maxWidth: 480 }}
    >
      <Input.Search aria-label={t('user_list.search')} placeholder={t('user_list.search')} allowClear />
    </AutoComplete>
  );
}

function PeopleCard({ title, people, figure, testId }: { title: string; people: UserRankingInfo[]; figure: (u: UserRankingInfo) => string; testId: string }) {
  const { t } = useTranslation('users');
  return (
    <Card title={title} size="small" data-testid={testId}>
      {people.length === 0 ? (
        <Empty description={t('user_list.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div role="list">
          {people.map((u) => (
            <div role="listitem" key={u.username} data-testid="user-card" style={{ padding: '8px 0' }}>
              <Space size={8}>
                <UserLink user={u} showAvatar avatarSize={32} />
                <Typography.Text type="secondary">{figure(u)}</Typography.Text>
              </Space>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

/** /users: the people search, the week's most reputation gained and most votes cast, and the staff (Answer's data). */
export function UserListPage() {
  const { t } = useTranslation('users');
  const { data, isLoading } = useGetUserRankingQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section data-testid="user-list-page" style={{ maxWidth: 1080 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {t('user_list.title')}
      </Typography.Title>
      <div style={{ marginBottom: 24 }}>
        <PeopleSearch />
      </div>
      {isLoading || !data ? (
        <DelayedSkeleton avatar rows={6} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <PeopleCard title={t('user_list.reputation')} people={data.users_with_the_most_reputation} figure={(u) => t('user_list.gained', { count: u.rank })} testId="ranking-reputation" />
          </Col>
          <Col xs={24} md={8}>
            <PeopleCard title={t('user_list.voters')} people={data.users_with_the_most_vote} figure={(u) => t('user_list.votes', { count: u.vote_count })} testId="ranking-votes" />
          </Col>
          <Col xs={24} md={8}>
            <PeopleCard title={t('user_list.staff')} people={data.staffs} figure={(u) => t('user_list.rank', { count: u.rank })} testId="ranking-staff" />
          </Col>
        </Row>
      )}
    </section>
  );
}
