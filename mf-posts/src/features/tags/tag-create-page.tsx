import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { guardActivated } from '@site/shared/auth';
import { useTranslation } from '@site/shared/i18n';
import { Guard } from '@site/shared/ui';
import { TagForm } from './tag-form';
import { useAddTagMutation } from './tags-api';
import './texts';

function CreateTag() {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const [addTag] = useAddTagMutation();
  return (
    <section data-testid="tag-create-page">
      <Typography.Title level={1}>{t('tag.create_title')}</Typography.Title>
      <TagForm
        mode="create"
        slugEditable
        onSubmit={async (v) => {
          const tag = await addTag({ display_name: v.display_name, slug_name: v.slug_name, original_text: v.original_text }).unwrap();
          navigate(`/tags/${encodeURIComponent(tag.slug_name)}`);
        }}
        onCancel={() => navigate('/tags')}
      />
    </section>
  );
}

/** /tags/create: activated members; the server refuses those below the reputation creating a tag needs. */
export function TagCreatePage() {
  return (
    <Guard check={guardActivated}>
      <CreateTag />
    </Guard>
  );
}
