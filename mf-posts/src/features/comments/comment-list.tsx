// Comments under a post or an answer: list with paging, add, edit, delete, reply, mentions (rendered by the server).
import { Button } from 'antd';
import { PrivilegeButton } from '../../components/privileges';
import { useState } from 'react';
import { MAX_PAGE_SIZE, type CommentItem as Comment } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { selectLoginState, useAppSelector } from '@site/shared/store';
import { useLoginNeeded } from '../votes';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { useAddCommentMutation, useGetCommentPageQuery } from './comments-api';
import { useCommentFocus, useLinkedCommentId } from './use-comment-focus';
import './texts';

export interface CommentListProps {
  /** The post or answer id the comments are on. */
  objectId: string;
  /** The post the comments belong to (for links and permissions). */
  questionId: string;
}

/** Comments shown before "show more". */
export const FIRST_COMMENTS = 5;

interface Draft {
  replyTo: Comment | null;
}

/**
 * The first comments of the object, oldest first, and "show N more" for the rest; activated users add comments
 * and replies, the commenter and staff edit and delete (the server's member_actions say who).
 */
export function CommentList({ objectId }: CommentListProps) {
  const { t } = useTranslation('posts');
  const { logged, activated, forbidden } = useAppSelector(selectLoginState);
  const canWrite = activated && !forbidden;
  const loginNeeded = useLoginNeeded();
  // A link to one comment (from a notification) may point past the first ones: the lists then load in full.
  const linked = useLinkedCommentId();
  const [pageSize, setPageSize] = useState(linked ? MAX_PAGE_SIZE : FIRST_COMMENTS);
  const { data } = useGetCommentPageQuery({ objectId, pageSize });
  const [add] = useAddCommentMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = data?.list ?? [];
  const more = (data?.count ?? 0) - list.length;
  const highlighted = useCommentFocus(list.map((c) => c.comment_id));

  const openForm = (replyTo: Comment | null) => {
    if (!loginNeeded()) return;
    setDraft({ replyTo });
  };

  return (
    <section data-testid="comment-list" data-object-id={objectId} style={{ marginTop: 12 }}>
      {list.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((c) => (
            <CommentItem key={c.comment_id} comment={c} canWrite={canWrite} onReply={openForm} highlighted={highlighted === c.comment_id} />
          ))}
        </ul>
      )}
      {more > 0 && (
        <Button type="link" size="small" data-testid="comment-show-more" onClick={() => setPageSize(MAX_PAGE_SIZE)}>
          {t('comment.show_more', { count: more })}
        </Button>
      )}
      {draft ? (
        <CommentForm
          key={draft.replyTo?.comment_id ?? 'new'}
          initialText={draft.replyTo ? `@${draft.replyTo.username} ` : ''}
          submitLabel={t('comment.submit')}
          onSubmit={async (text) => {
            await add({ object_id: objectId, original_text: text, reply_comment_id: draft.replyTo?.comment_id }).unwrap();
            // The new comment is the newest: make sure the list shows it.
            if (more > 0) setPageSize(MAX_PAGE_SIZE);
            setDraft(null);
          }}
          onCancel={() => setDraft(null)}
        />
      ) : (
        (canWrite || !logged) && (
          <PrivilegeButton action="comment.add" type="link" size="small" data-testid="comment-add" onClick={() => openForm(null)} style={{ paddingLeft: 0 }}>
            {t('comment.add')}
          </PrivilegeButton>
        )
      )}
    </section>
  );
}
