import { useState } from 'react';
import { Card, Col, Empty, Radio, Row, Statistic, Typography } from 'antd';
import type { PersonalUserInfo } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { MarkdownView } from '@site/shared/ui';
import { PagedList, Rows } from './paged-list';
import { AnswerItem, CommentItem, PostItem, RankItem, VoteItem } from './profile-items';
import {
  useGetPersonalAnswerPageQuery,
  useGetPersonalCommentPageQuery,
  useGetPersonalQuestionPageQuery,
  useGetPersonalRankPageQuery,
  useGetPersonalTopQuery,
  useGetPersonalVotePageQuery,
} from './profile-api';
import './texts';

/** Answer's client asks for 30 rows a page. */
export const PROFILE_PAGE_SIZE = 30;
// What others did since the last visit must show: ask the server each time a tab opens.
const fresh = { refetchOnMountOrArgChange: true } as const;

/** Overview: the bio (server-sanitized HTML), the stats, and the top posts and answers. */
export function OverviewTab({ info }: { info: PersonalUserInfo }) {
  const { t } = useTranslation('users');
  const { data: top } = useGetPersonalTopQuery({ username: info.username }, fresh);
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={16}>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {t('profile.about')}
        </Typography.Title>
        {info.bio_html ? <MarkdownView html={info.bio_html} testId="profile-bio" /> : <Typography.Text type="secondary">{t('profile.no_bio')}</Typography.Text>}
      </Col>
      <Col xs={24} md={8}>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {t('profile.stats')}
        </Typography.Title>
        <Card size="small" data-testid="profile-stats">
          <Row gutter={8}>
            <Col span={8}>
              <Statistic title={t('profile.stat.reputation')} value={info.rank} />
            </Col>
            <Col span={8}>
              <Statistic title={t('profile.stat.answers')} value={info.answer_count} />
            </Col>
            <Col span={8}>
              <Statistic title={t('profile.stat.posts')} value={info.question_count} />
            </Col>
          </Row>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {t('profile.top_posts')}
        </Typography.Title>
        {top && top.question.length > 0 ? (
          <Rows items={top.question} testId="profile-top-post" renderItem={(item) => <PostItem item={item} />} />
        ) : (
          <Empty description={t('profile.empty.top')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Col>
      <Col xs={24} md={12}>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {t('profile.top_answers')}
        </Typography.Title>
        {top && top.answer.length > 0 ? (
          <Rows items={top.answer} testId="profile-top-answer" renderItem={(item) => <AnswerItem item={item} />} />
        ) : (
          <Empty description={t('profile.empty.top')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Col>
    </Row>
  );
}

function OrderSwitch({ order, onChange }: { order: 'newest' | 'score'; onChange: (o: 'newest' | 'score') => void }) {
  const { t } = useTranslation('users');
  return (
    <Radio.Group value={order} onChange={(e) => onChange(e.target.value as 'newest' | 'score')} optionType="button" size="small" style={{ marginBottom: 8 }}>
      <Radio.Button value="newest">{t('profile.newest')}</Radio.Button>
      <Radio.Button value="score">{t('profile.by_score')}</Radio.Button>
    </Radio.Group>
  );
}

export function QuestionsTab({ username }: { username: string }) {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<'newest' | 'score'>('newest');
  const { data, isFetching } = useGetPersonalQuestionPageQuery({ username, page, page_size: PROFILE_PAGE_SIZE, order }, fresh);
  return (
    <>
      <OrderSwitch order={order} onChange={(o) => (setOrder(o), setPage(1))} />
      <PagedList data={data} loading={isFetching && !data} page={page} pageSize={PROFILE_PAGE_SIZE} onPage={setPage} empty={t('profile.empty.questions')} testId="profile-post" renderItem={(item) => <PostItem item={item} />} />
    </>
  );
}

export function AnswersTab({ username }: { username: string }) {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<'newest' | 'score'>('newest');
  const { data, isFetching } = useGetPersonalAnswerPageQuery({ username, page, page_size: PROFILE_PAGE_SIZE, order }, fresh);
  return (
    <>
      <OrderSwitch order={order} onChange={(o) => (setOrder(o), setPage(1))} />
      <PagedList data={data} loading={isFetching && !data} page={page} pageSize={PROFILE_PAGE_SIZE} onPage={setPage} empty={t('profile.empty.answers')} testId="profile-answer" renderItem={(item) => <AnswerItem item={item} />} />
    </>
  );
}

export function CommentsTab({ username }: { username: string }) {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetPersonalCommentPageQuery({ username, page, page_size: PROFILE_PAGE_SIZE }, fresh);
  return <PagedList data={data} loading={isFetching && !data} page={page} pageSize={PROFILE_PAGE_SIZE} onPage={setPage} empty={t('profile.empty.comments')} testId="profile-comment" renderItem={(item) => <CommentItem item={item} />} />;
}

export function ReputationTab({ username }: { username: string }) {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetPersonalRankPageQuery({ username, page, page_size: PROFILE_PAGE_SIZE }, fresh);
  return <PagedList data={data} loading={isFetching && !data} page={page} pageSize={PROFILE_PAGE_SIZE} onPage={setPage} empty={t('profile.empty.reputation')} testId="profile-rank" renderItem={(item) => <RankItem item={item} />} />;
}

/** The member's own votes (the server refuses anyone else's). */
export function VotesTab({ username }: { username: string }) {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetPersonalVotePageQuery({ username, page, page_size: PROFILE_PAGE_SIZE }, fresh);
  return <PagedList data={data} loading={isFetching && !data} page={page} pageSize={PROFILE_PAGE_SIZE} onPage={setPage} empty={t('profile.empty.votes')} testId="profile-vote" renderItem={(item) => <VoteItem item={item} />} />;
}
