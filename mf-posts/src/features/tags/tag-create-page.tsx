import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { guardAdminOrModerator } from '@site/shared/auth';
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

/** /tags/create (admin or moderator). */
export function TagCreatePage() {
  return (
    <Guard check={guardAdminOrModerator}>
      <CreateTag />
    </Guard>
  );
}
