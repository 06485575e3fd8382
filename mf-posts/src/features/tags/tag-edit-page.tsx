import { Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { guardActivated } from '@site/shared/auth';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, selectLoginState, useAppDispatch, useAppSelector } from '@site/shared/store';
import { DelayedSkeleton, Guard } from '@site/shared/ui';
import { TagForm } from './tag-form';
import { useGetTagQuery, useUpdateTagMutation } from './tags-api';
import './texts';

function EditTag({ tagId }: { tagId: string }) {
  const { t } = useTranslation('posts');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const ls = useAppSelector(selectLoginState);
  const { data: tag, isLoading } = useGetTagQuery({ tag_id: tagId });
  const [updateTag] = useUpdateTagMutation();
  if (isLoading || !tag) return <section data-testid="tag-edit-page">{isLoading && <DelayedSkeleton />}</section>;
  const staff = ls.admin || ls.moderator;
  const infoPath = (slug: string) => `/tags/${encodeURIComponent(slug)}/info`;
  return (
    <section data-testid="tag-edit-page">
      <Typography.Title level={1}>{t('tag.edit_title')}</Typography.Title>
      <TagForm
        mode="edit"
        slugEditable={staff}
        initial={{ display_name: tag.display_name, slug_name: tag.slug_name, original_text: tag.original_text }}
        onSubmit={async (v) => {
          const saved = await updateTag({
            tag_id: tag.tag_id,
            display_name: v.display_name,
            original_text: v.original_text,
            ...(staff ? { slug_name: v.slug_name } : {}),
            ...(v.edit_summary ? { edit_summary: v.edit_summary } : {}),
          }).unwrap();
          if (saved.wait_for_review) dispatch(pushToast({ type: 'success', msg: tc('toast.revision_pending') }));
          navigate(infoPath(saved.slug_name));
        }}
        onCancel={() => navigate(infoPath(tag.slug_name))}
      />
    </section>
  );
}

/**
 * /tags/:tagId/edit (activated): the name and description (staff also the slug). The tag's creator, staff and members
 * with the direct-edit reputation change it at once; anyone else's edit waits for review.
 */
export function TagEditPage() {
  const tagId = useParams().tagId ?? '';
  return (
    <Guard check={guardActivated}>
      <EditTag tagId={tagId} />
    </Guard>
  );
}
