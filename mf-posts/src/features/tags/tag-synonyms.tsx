import { useState } from 'react';
import { Alert, Button, Input, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { useGetTagSynonymsQuery, useUpdateTagSynonymMutation } from './tags-api';
import './texts';

/** A main tag's synonyms; staff add and remove them (PUT tag/synonym takes the whole list). */
export function TagSynonyms({ tagId }: { tagId: string }) {
  const { t } = useTranslation('posts');
  const { data } = useGetTagSynonymsQuery({ tag_id: tagId });
  const [update, { isLoading }] = useUpdateTagSynonymMutation();
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string>();
  const synonyms = data?.synonyms ?? [];
  const canEdit = (data?.member_actions ?? []).some((a) => a.action === 'edit');

  const save = async (slugs: string[]) => {
    setError(undefined);
    try {
      await update({ tag_id: tagId, synonym_tag_list: slugs.map((s) => ({ slug_name: s })) }).unwrap();
      return true;
    } catch (err) {
      setError(errorMessage(err, t('tag.save_failed')));
      return false;
    }
  };
  const add = async () => {
    const value = slug.trim().toLowerCase();
    if (!value) return;
    if (await save([...synonyms.map((s) => s.slug_name), value])) setSlug('');
  };

  return (
    <div data-testid="tag-synonyms">
      {synonyms.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('tag.synonyms_none')}</Typography.Paragraph>
      ) : (
        <Space wrap style={{ marginBottom: 8 }}>
          {synonyms.map((s) => (
            <Tag
              key={s.tag_id}
              data-testid="tag-synonym"
              closable={canEdit}
              closeIcon={canEdit ? <span aria-label={`${t('tag.synonym_remove')} ${s.slug_name}`}>×</span> : undefined}
              onClose={(e) => {
                e.preventDefault();
                void save(synonyms.filter((x) => x.tag_id !== s.tag_id).map((x) => x.slug_name));
              }}
            >
              <Link to={`/tags/${encodeURIComponent(s.slug_name)}/info`}>{s.slug_name}</Link>
            </Tag>
          ))}
        </Space>
      )}
      {canEdit && (
        <Space.Compact style={{ maxWidth: 420, width: '100%' }}>
          <Input
            data-testid="tag-synonym-input"
            placeholder={t('tag.synonym_add_placeholder')}
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            onPressEnter={() => void add()}
          />
          <Button data-testid="tag-synonym-add" loading={isLoading} onClick={() => void add()}>
            {t('tag.synonym_add')}
          </Button>
        </Space.Compact>
      )}
      {error && <Alert type="error" showIcon message={error} data-testid="tag-synonym-error" style={{ marginTop: 8 }} />}
    </div>
  );
}
