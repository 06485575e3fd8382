import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { PersonalComment, PersonalRank, PersonalVote, UserAnswerInfo, UserQuestionInfo } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { contentKindOf } from '@site/shared/lib';
import { formatDate } from '@site/shared/page';
import { MarkdownView } from '@site/shared/ui';
import './texts';

const postPath = (id: string, urlTitle: string, answerId?: string) =>
  `/questions/${id}${urlTitle ? `/${urlTitle}` : ''}${answerId && answerId !== '0' ? `/${answerId}` : ''}`;

function When({ seconds }: { seconds: number }) {
  const { i18n } = useTranslation('users');
  return <Typography.Text type="secondary">{formatDate(seconds, { lang: i18n.language, dateOnly: true })}</Typography.Text>;
}

function KindTag({ type }: { type: number }) {
  const { t } = useTranslation('users');
  const kind = contentKindOf(type);
  return kind ? <Tag>{t(`common:nav.${kind.key}`)}</Tag> : null;
}

/** A post of the member: its kind, title, state (if not plain) and counts. */
export function PostItem({ item }: { item: UserQuestionInfo }) {
  const { t } = useTranslation('users');
  return (
    <Space orientation="vertical" size={4} style={{ minWidth: 0 }}>
      <Space wrap size={4}>
        <KindTag type={item.content_type} />
        <Link to={postPath(item.question_id, item.url_title)} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Link>
        {item.status === 'closed' && <Tag>{t('profile.status.closed')}</Tag>}
        {item.status === 'pending' && <Tag color="orange">{t('profile.status.pending')}</Tag>}
      </Space>
      <Space wrap size={8}>
        <span>{t('profile.counts', { votes: item.vote_count, answers: item.answer_count, views: item.view_count })}</span>
        <When seconds={item.created_at} />
      </Space>
    </Space>
  );
}

/** An answer of the member: the post it answers, its votes, whether it was accepted. */
export function AnswerItem({ item }: { item: UserAnswerInfo }) {
  const { t } = useTranslation('users');
  return (
    <Space orientation="vertical" size={4} style={{ minWidth: 0 }}>
      <Space wrap size={4}>
        <KindTag type={item.question_info.content_type} />
        <Link to={postPath(item.question_id, item.question_info.url_title, item.answer_id)} style={{ overflowWrap: 'anywhere' }}>
          {item.question_info.title}
        </Link>
        {item.accepted === 2 && <Tag color="green">{t('profile.accepted')}</Tag>}
      </Space>
      <Space wrap size={8}>
        <span>{t('profile.votes', { count: item.vote_count })}</span>
        <When seconds={item.create_time} />
      </Space>
    </Space>
  );
}

/** The title of what a comment, vote or record is about: a link when the viewer may open it. */
function ObjectTitle({ item }: { item: { question_id: string; answer_id: string; url_title: string; title: string; object_type: string } }) {
  const { t } = useTranslation('users');
  if (!item.question_id) return <Typography.Text type="secondary">{item.title}</Typography.Text>;
  return (
    <Space wrap size={4}>
      {item.object_type === 'answer' && <Tag>{t('profile.object.answer')}</Tag>}
      <Link to={postPath(item.question_id, item.url_title, item.answer_id)} style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Link>
    </Space>
  );
}

/** A comment of the member with its (server-sanitized) text, or a note when the post is locked for the viewer. */
export function CommentItem({ item }: { item: PersonalComment }) {
  const { t } = useTranslation('users');
  return (
    <Space orientation="vertical" size={4} style={{ minWidth: 0, width: '100%' }}>
      <ObjectTitle item={item} />
      {item.content ? <MarkdownView html={item.content} testId="profile-comment-text" /> : <Typography.Text type="secondary">{t('profile.locked')}</Typography.Text>}
      <When seconds={item.created_at} />
    </Space>
  );
}

/** One change of reputation: how much, why, on what. */
export function RankItem({ item }: { item: PersonalRank }) {
  return (
    <Space wrap size={8}>
      <Tag color={item.reputation >= 0 ? 'green' : 'red'} data-testid="profile-rank-amount">
        {item.reputation > 0 ? `+${item.reputation}` : item.reputation}
      </Tag>
      <span>{item.rank_type}</span>
      {item.title && <ObjectTitle item={item} />}
      <When seconds={item.created_at} />
    </Space>
  );
}

/** One of the member's own votes. */
export function VoteItem({ item }: { item: PersonalVote }) {
  return (
    <Space wrap size={8}>
      <Tag>{item.vote_type}</Tag>
      <ObjectTitle item={item} />
      <When seconds={item.created_at} />
    </Space>
  );
}
