import { useState } from 'react';
import { Alert, Button, Popconfirm, Space, Typography } from 'antd';
import { usePrivilege } from '../../components/privileges';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { DelayedSkeleton, MarkdownView } from '@site/shared/ui';
import { TagSynonyms } from './tag-synonyms';
import { useDeleteTagMutation, useGetTagQuery, useRecoverTagMutation } from './tags-api';
import './texts';

/** /tags/:tagName/info: description, synonyms, and for staff delete / undelete. */
export function TagInfoPage() {
  const { t } = useTranslation('posts');
  const tagName = useParams().tagName ?? '';
  const { data: tag, isLoading } = useGetTagQuery({ tag_name: tagName });
  const [remove, removing] = useDeleteTagMutation();
  const [recover, recovering] = useRecoverTagMutation();
  const [error, setError] = useState<string>();
  const mayEdit = usePrivilege('tag.edit').allowed;
  if (isLoading || !tag) return <section data-testid="tag-info-page">{isLoading && <DelayedSkeleton />}</section>;

  // The menu says what the role allows; editing also needs the reputation the privilege table asks.
  const can = (action: string) => (action !== 'edit' || mayEdit) && tag.member_actions.some((a) => a.action === action);
  const run = async (call: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await call();
    } catch (err) {
      setError(errorMessage(err, t('tag.save_failed')));
    }
  };
  const deleted = tag.status === 'deleted';

  return (
    <section data-testid="tag-info-page">
      <Typography.Title level={1} data-testid="tag-title">
        <Link to={`/tags/${encodeURIComponent(tag.slug_name)}`}>{tag.display_name}</Link>
      </Typography.Title>
      {tag.main_tag_slug_name && tag.main_tag_slug_name !== tag.slug_name && (
        <Alert
          type="info"
          style={{ marginBottom: 16 }}
          message={
            <span>
              {t('tag.synonym_of')} <Link to={`/tags/${encodeURIComponent(tag.main_tag_slug_name)}/info`}>{tag.main_tag_slug_name}</Link>
            </span>
          }
        />
      )}
      {deleted && <Alert type="warning" showIcon message={t('tag.deleted_notice')} data-testid="tag-deleted-notice" style={{ marginBottom: 16 }} />}
      <Typography.Title level={5}>{t('tag.description')}</Typography.Title>
      {tag.parsed_text ? (
        <MarkdownView html={tag.parsed_text} testId="tag-description" />
      ) : (
        <Typography.Paragraph type="secondary">{t('tag.no_description')}</Typography.Paragraph>
      )}
      <Space style={{ margin: '8px 0 16px' }} wrap>
        {can('edit') && (
          <Link to={`/tags/${tag.tag_id}/edit`} data-testid="tag-edit-link">
            <Button>{t('tag.edit_link')}</Button>
          </Link>
        )}
        {can('delete') && (
          <Popconfirm title={t('tag.delete_confirm')} okText={t('tag.delete')} cancelText={t('tag.cancel')} onConfirm={() => run(() => remove({ tag_id: tag.tag_id }).unwrap())}>
            <Button danger loading={removing.isLoading} data-testid="tag-delete">
              {t('tag.delete')}
            </Button>
          </Popconfirm>
        )}
        {can('undelete') && (
          <Button loading={recovering.isLoading} data-testid="tag-recover" onClick={() => void run(() => recover({ tag_id: tag.tag_id }).unwrap())}>
            {t('tag.recover')}
          </Button>
        )}
        <Link to={`/tags/${tag.tag_id}/timeline`} data-testid="tag-timeline-link">
          <Button>{t('tag.timeline_link')}</Button>
        </Link>
      </Space>
      {error && <Alert type="error" showIcon message={error} data-testid="tag-action-error" style={{ marginBottom: 16 }} />}
      {!deleted && !(tag.main_tag_slug_name && tag.main_tag_slug_name !== tag.slug_name) && (
        <>
          <Typography.Title level={5}>{t('tag.synonyms')}</Typography.Title>
          <TagSynonyms tagId={tag.tag_id} />
        </>
      )}
    </section>
  );
}
