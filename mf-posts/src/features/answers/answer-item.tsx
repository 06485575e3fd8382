import { Button, Popconfirm, Space, Tag, Tooltip, theme } from 'antd';
import { Link } from 'react-router-dom';
import { AnswerAccepted, AnswerStatus, type AnswerInfo, type QuestionInfo } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { MarkdownView, ReportButton, TimeAgo, UserLink } from '@site/shared/ui';
import { AiMark, AiReply } from '../ai-reply';
import { CommentList } from '../comments';
import { Reactions, VoteButtons } from '../votes';
import { useAcceptAnswerMutation, useRecoverAnswerMutation, useRemoveAnswerMutation } from './answers-api';
import { answerElementId } from './use-highlight';
import './texts';

export interface AnswerItemProps {
  answer: AnswerInfo;
  question: QuestionInfo;
  /** The viewer's user id ('' when anonymous). */
  viewerId: string;
  highlighted: boolean;
}

const HIGHLIGHT_BG = '#fff8d6';

/** One answer: body, author and time, votes, reactions, badges, the accept and edit/delete/undelete actions, comments. */
export function AnswerItem({ answer, question, viewerId, highlighted }: AnswerItemProps) {
  const { t } = useTranslation('posts');
  const { token } = theme.useToken();
  const [accept, accepting] = useAcceptAnswerMutation();
  const [remove, removing] = useRemoveAnswerMutation();
  const [recover, recovering] = useRecoverAnswerMutation();
  const can = new Set(answer.member_actions.map((a) => a.action));
  const accepted = answer.accepted === AnswerAccepted.yes;
  const deleted = answer.status === AnswerStatus.deleted;
  const qid = question.id;
  const isQuestionAuthor = viewerId !== '' && viewerId === question.user_info.id;
  // A question carrying points keeps its acceptance (spec section 4): no button once one is accepted.
  const acceptLocked = question.score > 0 && question.accepted_answer_id !== '0';
  const showAccept = isQuestionAuthor && !deleted && !acceptLocked;
  const ownAcceptedAnswer = accepted && viewerId === answer.user_info.id && !can.has('delete');

  return (
    <div
      id={answerElementId(answer.id)}
      data-testid="answer-item"
      data-answer-id={answer.id}
      data-highlighted={highlighted ? 'true' : 'false'}
      data-accepted={accepted ? 'true' : 'false'}
      style={{
        padding: '16px 8px',
        borderBottom: '1px solid #eee',
        opacity: deleted ? 0.6 : 1,
        background: highlighted ? HIGHLIGHT_BG : 'transparent',
        transition: 'background-color 0.8s ease',
      }}
    >
      <Space size="small" wrap style={{ marginBottom: 8 }}>
        <AiMark model={answer.ai_model} />
        {accepted && (
          <Tag color="success" data-testid="answer-accepted-badge">
            {t('answer.accepted')}
          </Tag>
        )}
        {answer.is_private && (
          <Tooltip title={t('answer.private_hint')}>
            <Tag color="purple" data-testid="answer-private-badge">
              {t('answer.private')}
            </Tag>
          </Tooltip>
        )}
        {deleted && (
          <Tag color="error" data-testid="answer-deleted-badge">
            {t('answer.deleted')}
          </Tag>
        )}
      </Space>
      <MarkdownView html={answer.html} testId="answer-html" />
      <Space size="large" wrap style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space size="middle" wrap>
          <VoteButtons objectId={answer.id} kind="answer" voteCount={answer.vote_count} voteStatus={answer.vote_status} authorId={answer.user_info.id} />
          <Reactions objectId={answer.id} />
          {showAccept && (
            <Button
              size="small"
              type={accepted ? 'default' : 'primary'}
              ghost={!accepted}
              loading={accepting.isLoading}
              data-testid={accepted ? 'answer-unaccept' : 'answer-accept'}
              onClick={() => void accept({ question_id: qid, answer_id: accepted ? '0' : answer.id })}
            >
              {accepted ? t('answer.unaccept') : t('answer.accept')}
            </Button>
          )}
          {can.has('edit') && (
            <Link to={`/posts/${qid}/${answer.id}/edit`} data-testid="answer-edit">
              {t('answer.edit')}
            </Link>
          )}
          {viewerId !== '' && !deleted && !answer.is_private && !can.has('edit') && (
            // Another member's edit is a suggestion that staff review.
            <Link to={`/posts/${qid}/${answer.id}/edit`} data-testid="answer-suggest-edit">
              {t('answer.edit')}
            </Link>
          )}
          {viewerId !== '' && (
            <Link to={`/posts/${qid}/${answer.id}/timeline`} data-testid="answer-timeline-link">
              {t('answer.timeline')}
            </Link>
          )}
          {can.has('delete') && (
            <Popconfirm title={t('answer.delete_confirm')} onConfirm={() => void remove({ id: answer.id, question_id: qid })}>
              <Button size="small" type="link" danger loading={removing.isLoading} data-testid="answer-delete">
                {t('answer.delete')}
              </Button>
            </Popconfirm>
          )}
          {ownAcceptedAnswer && (
            <Tooltip title={t('answer.accepted_no_delete')}>
              <Button size="small" type="link" disabled data-testid="answer-delete-disabled">
                {t('answer.delete')}
              </Button>
            </Tooltip>
          )}
          {!deleted && <ReportButton objectType="answer" objectId={answer.id} authorId={answer.user_info.id} />}
          {can.has('undelete') && (
            <Button
              size="small"
              type="link"
              loading={recovering.isLoading}
              data-testid="answer-undelete"
              onClick={() => void recover({ answer_id: answer.id, question_id: qid })}
            >
              {t('answer.undelete')}
            </Button>
          )}
        </Space>
        <Space size="small" style={{ color: token.colorTextDescription }}>
          <UserLink user={answer.user_info} showAvatar />
          <TimeAgo seconds={answer.create_time} label={(time) => t('answer.answered_at', { time })} testId="answer-time" />
          {answer.edit_time > 0 && <TimeAgo seconds={answer.edit_time} label={(time) => t('answer.edited_at', { time })} />}
        </Space>
      </Space>
      {!deleted && !answer.is_private && <AiReply kind="comment" objectId={answer.id} refreshTags={[{ type: 'Comment', id: answer.id }]} />}
      {!deleted && <CommentList objectId={answer.id} questionId={qid} />}
    </div>
  );
}
