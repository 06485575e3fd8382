// /posts/:qid/edit: edit a post (activated). Its author, staff and members with the direct-edit reputation change it
// at once; anyone else's edit is saved as a suggestion for review (the server decides; the page says so after
// saving). 404 for a missing or deleted post; a paid post the member may not read is a 403 saying it is locked.
import { useEffect, useMemo, useState } from 'react';
import { Form, Result, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@site/shared/api';
import { guardActivated } from '@site/shared/auth';
import type { QuestionDetail } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, selectLoginState, selectUser, useAppDispatch, useAppSelector } from '@site/shared/store';
import { DelayedSkeleton, ErrorPage, Guard, SmartLink, useLeaveBlocker, useLeavePrompt } from '@site/shared/ui';
import { postPath, useGetPostForEditQuery, useUpdateQuestionMutation } from './ask-api';
import { applyServerErrors, PostForm, shareFieldsOf, type PostFormValues } from './post-form';
import './texts';

export function EditPostPage() {
  return (
    <Guard check={guardActivated}>
      <EditPostLoader />
    </Guard>
  );
}

function EditPostLoader() {
  const { qid = '' } = useParams();
  const user = useAppSelector(selectUser);
  const login = useAppSelector(selectLoginState);
  const valid = /^\d{1,19}$/.test(qid);
  const { data, error, isLoading } = useGetPostForEditQuery(qid, { skip: !valid, refetchOnMountOrArgChange: true });
  if (!valid || (isApiError(error) && error.status === 404)) return <ErrorPage code="404" />;
  if (isLoading || !data || !user) return error ? <ErrorPage code="50X" /> : <DelayedSkeleton />;
  // A paid post the member has not bought comes without its body, and the server refuses their edit: say why here
  // instead of offering an empty form.
  if (data.content_locked) return <LockedPost />;
  const staff = login.admin || login.moderator;
  return <EditPostForm key={data.id} post={data} staff={staff} />;
}

function LockedPost() {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('errors:error.points.locked')}
      extra={<SmartLink to="/">{t('common:error_page.back_home')}</SmartLink>}
      data-testid="edit-post-locked"
    />
  );
}

function EditPostForm({ post, staff }: { post: QuestionDetail; staff: boolean }) {
  const { t } = useTranslation('posts');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<PostFormValues>();
  const [update, { isLoading }] = useUpdateQuestionMutation();
  const [error, setError] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const detail = postPath(post.id, post.url_title);
  const initialValues = useMemo<PostFormValues>(
    () => ({
      content_type: post.content_type,
      title: post.title,
      content: post.content,
      tags: post.tags.map((tag) => tag.slug_name),
      edit_summary: '',
      score: post.score,
      share_url: post.share_url ?? '',
      share_code: post.share_code ?? '',
      picture: post.picture,
      picture_prompt: post.picture?.prompt ?? '',
    }),
    [post],
  );
  useLeavePrompt(dirty && !done);
  useLeaveBlocker(dirty && !done);
  useEffect(() => {
    if (done) navigate(done);
  }, [done, navigate]);

  const onSubmit = async (values: PostFormValues) => {
    setError(undefined);
    try {
      const res = await update({
        id: post.id,
        title: values.title,
        content: values.content,
        tags: values.tags.map((slug) => ({ slug_name: slug })),
        edit_summary: values.edit_summary?.trim() || undefined,
        // Only a change is sent: the server refuses one once the post has buyers or an accepted answer.
        score: values.score !== undefined && values.score !== post.score ? values.score : undefined,
        ...shareFieldsOf({ ...values, content_type: post.content_type }),
        picture_id: values.picture && values.picture.id !== post.picture?.id ? values.picture.id : undefined,
        picture_prompt: values.picture_prompt !== undefined && values.picture_prompt !== (post.picture?.prompt ?? '') ? values.picture_prompt : undefined,
      }).unwrap();
      if (res.wait_for_review) dispatch(pushToast({ type: 'success', msg: tc('toast.revision_pending') }));
      setDone(postPath(res.id, res.url_title));
    } catch (err) {
      setError(applyServerErrors(form, err, t('ask.failed')));
    }
  };

  return (
    <section data-testid="edit-post-page" style={{ maxWidth: 960 }}>
      <Typography.Title level={1}>{t('ask.edit_title')}</Typography.Title>
      <PostForm
        form={form}
        mode="edit"
        initialValues={initialValues}
        onSubmit={(v) => void onSubmit(v)}
        onValuesChange={() => setDirty(true)}
        onCancel={() => navigate(detail)}
        submitting={isLoading}
        staff={staff}
        error={error}
      />
    </section>
  );
}
