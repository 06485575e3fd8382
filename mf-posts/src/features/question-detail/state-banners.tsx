import { Alert, Button, Space } from 'antd';
import { CLOSE_REASONS, PostStatus, type QuestionDetail } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
// The post-actions entry also brings the close reasons' texts shown in the closed banner.
import { useRecoverQuestionMutation } from '../post-actions';
import './texts';

/** The post's state above its body: closed (with the reason), deleted (with undo when allowed), unlisted, pinned. */
export function StateBanners({ post }: { post: QuestionDetail }) {
  const { t } = useTranslation('posts');
  const [recover, { isLoading }] = useRecoverQuestionMutation();
  const canUndo = post.member_actions.some((a) => a.action === 'undelete');
  const reason = CLOSE_REASONS.find((r) => r.close_type === post.close_type);
  const reasonText = reason ? t(`post_actions.reason.${reason.key}`) : '';
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
      {post.status === PostStatus.deleted && (
        <Alert
          type="error"
          data-testid="banner-deleted"
          title={t('detail.deleted')}
          action={
            canUndo ? (
              <Button size="small" loading={isLoading} data-testid="undo-delete" onClick={() => void recover(post.id).unwrap().catch(() => undefined)}>
                {t('detail.undelete')}
              </Button>
            ) : undefined
          }
        />
      )}
      {post.status === PostStatus.closed && (
        <Alert
          type="warning"
          data-testid="banner-closed"
          title={t('detail.closed_because', { reason: reasonText })}
          description={
            <>
              {post.close_msg && (
                <div data-testid="close-msg-text">
                  {/^https?:\/\//.test(post.close_msg) ? (
                    <a href={post.close_msg} rel="nofollow noopener noreferrer">
                      {post.close_msg}
                    </a>
                  ) : (
                    post.close_msg
                  )}
                </div>
              )}
              <div>{t('detail.closed_note')}</div>
            </>
          }
        />
      )}
      {post.show !== 1 && <Alert type="info" data-testid="banner-unlisted" title={t('detail.unlisted')} />}
      {post.pin === 2 && <Alert type="info" data-testid="banner-pinned" title={t('detail.pinned')} />}
    </Space>
  );
}
