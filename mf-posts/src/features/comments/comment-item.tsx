import { Button, Popconfirm, Space, Typography, theme } from 'antd';
import { useState } from 'react';
import type { CommentItem as Comment } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { MarkdownView, ReportButton, TimeAgo, UserLink } from '@site/shared/ui';
import { AiMark, AiReply } from '../ai-reply';
import { VoteButtons } from '../votes';
import { CommentForm } from './comment-form';
import { commentElementId } from './use-comment-focus';
import { commentListTag, commentsApi, useRemoveCommentMutation, useUpdateCommentMutation } from './comments-api';
import { useAppDispatch } from '@site/shared/store';
import './texts';

export interface CommentItemProps {
  comment: Comment;
  /** The viewer may write comments (activated): shows Reply. */
  canWrite: boolean;
  onReply: (comment: Comment) => void;
  /** The comment a link landed on: shown highlighted for a moment. */
  highlighted?: boolean;
}

/** One comment: text (server-rendered, mentions already links), author, time, up-vote, and its actions. */
export function CommentItem({ comment: c, canWrite, onReply, highlighted = false }: CommentItemProps) {
  const { t } = useTranslation('posts');
  const { token } = theme.useToken();
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateCommentMutation();
  const [remove, { isLoading: removing }] = useRemoveCommentMutation();
  const dispatch = useAppDispatch();
  const can = (action: string) => c.member_actions.some((a) => a.action === action);

  return (
    <li
      id={commentElementId(c.comment_id)}
      data-testid="comment-item"
      data-comment-id={c.comment_id}
      data-highlighted={highlighted ? 'true' : undefined}
      style={{
        display: 'flex',
        gap: 8,
        padding: '6px 0',
        borderBottom: '1px solid #f0f0f0',
        transition: 'background-color 0.6s',
        ...(highlighted ? { backgroundColor: token.colorWarningBg } : {}),
      }}
    >
      <VoteButtons
        objectId={c.comment_id}
        kind="comment"
        voteCount={c.vote_count}
        voteStatus={c.is_vote ? 'vote_up' : ''}
        authorId={c.user_id}
        upOnly
        size="small"
        // The list's copy of is_vote and vote_count is refreshed, so it matches after a re-render.
        onVoted={() => dispatch(commentsApi.util.invalidateTags([commentListTag(c.object_id)]))}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        {editing ? (
          <CommentForm
            testId="comment-edit-form"
            initialText={c.original_text}
            submitLabel={t('comment.save')}
            onSubmit={async (text) => {
              await update({ objectId: c.object_id, comment_id: c.comment_id, original_text: text }).unwrap();
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <MarkdownView html={c.parsed_text} testId="comment-text" className="comment-text" />
            <Space size={8} wrap style={{ fontSize: 12, color: token.colorTextDescription }}>
              <span data-testid="comment-author">
                <UserLink user={{ username: c.username, display_name: c.user_display_name, status: c.user_status }} />
              </span>
              <AiMark model={c.ai_model} />
              {c.reply_username && (
                <span>
                  {t('comment.reply_to')}{' '}
                  <UserLink user={{ username: c.reply_username, display_name: c.reply_user_display_name, status: c.reply_user_status }} />
                </span>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <TimeAgo seconds={c.created_at} />
              </Typography.Text>
              {canWrite && (
                <Button type="link" size="small" onClick={() => onReply(c)} data-testid="comment-reply">
                  {t('comment.reply')}
                </Button>
              )}
              {can('edit') && (
                <Button type="link" size="small" onClick={() => setEditing(true)} data-testid="comment-edit">
                  {t('comment.edit')}
                </Button>
              )}
              <ReportButton objectType="comment" objectId={c.comment_id} authorId={c.user_id} />
              {can('delete') && (
                <Popconfirm
                  title={t('comment.delete_confirm')}
                  okText={t('comment.delete')}
                  cancelText={t('comment.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove({ objectId: c.object_id, comment_id: c.comment_id })}
                >
                  <Button type="link" size="small" danger loading={removing} data-testid="comment-delete">
                    {t('comment.delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
            {/* A reply to this comment lands in the same list. */}
            <AiReply kind="comment" objectId={c.comment_id} refreshTags={[commentListTag(c.object_id)]} />
          </>
        )}
      </div>
    </li>
  );
}
