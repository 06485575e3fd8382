import { Result, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { selectUser, useAppSelector } from '@site/shared/store';
import { DelayedSkeleton, ErrorPage } from '@site/shared/ui';
import { useGetPersonalUserInfoQuery } from './profile-api';
import { ProfileHeader } from './profile-header';
import { AnswersTab, CommentsTab, OverviewTab, QuestionsTab, ReputationTab, VotesTab } from './profile-tabs';
import './texts';

/** The tabs in Answer's order; `votes` is the member's own only, `bookmarks` is its own page. */
const TABS = ['overview', 'questions', 'answers', 'comments', 'reputation', 'votes'] as const;
type TabName = (typeof TABS)[number];
const isTab = (s: string): s is TabName => (TABS as readonly string[]).includes(s);

/** /users/{username} and /users/{username}/{tabName}: anyone may read a member's public profile. */
export function ProfilePage() {
  const { username = '', tab = 'overview' } = useParams();
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const me = useAppSelector(selectUser);
  const isSelf = me?.username === username;
  const { data: info, error, isLoading } = useGetPersonalUserInfoQuery({ username }, { refetchOnMountOrArgChange: true });

  if (!isTab(tab)) return <ErrorPage code="404" />;
  if (error) return <ErrorPage code={isApiError(error) && error.status === 404 ? '404' : '50X'} />;
  if (isLoading || !info) return <DelayedSkeleton avatar rows={6} />;

  const tabs = TABS.filter((name) => name !== 'votes' || isSelf);
  const items = [
    ...tabs.map((name) => ({ key: name, label: t(`profile.tab.${name}`) })),
    ...(isSelf ? [{ key: 'bookmarks', label: t('profile.tab.bookmarks') }] : []),
  ];
  const base = `/users/${encodeURIComponent(username)}`;
  const content =
    tab === 'overview' ? <OverviewTab info={info} />
    : tab === 'questions' ? <QuestionsTab username={username} />
    : tab === 'answers' ? <AnswersTab username={username} />
    : tab === 'comments' ? <CommentsTab username={username} />
    : tab === 'reputation' ? <ReputationTab username={username} />
    : isSelf ? <VotesTab username={username} />
    : <Result status="403" subTitle={t('profile.votes_private', { name: info.display_name })} />;

  return (
    <section data-testid="profile-page" style={{ maxWidth: 1080 }}>
      <ProfileHeader info={info} isSelf={isSelf} />
      <Tabs
        activeKey={tab}
        items={items}
        onChange={(key) => navigate(key === 'overview' ? base : `${base}/${key}`)}
      />
      <div key={`${username} ${tab}`}>{content}</div>
    </section>
  );
}
