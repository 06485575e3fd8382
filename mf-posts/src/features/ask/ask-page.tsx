// /questions/ask: a new post of any kind (activated); `?content_type=` picks the kind, question when absent. Local draft (3 s debounce), similar-posts helper, leave prompt.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Modal, Typography, type ButtonProps } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { guardActivated } from '@site/shared/auth';
import { ContentType } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { contentKindOf, DEFAULT_ASK_KIND } from '@site/shared/lib';
import { selectLoginState, useAppSelector } from '@site/shared/store';
import { Guard, useLeaveBlocker, useLeavePrompt } from '@site/shared/ui';
import { postPath, useAddQuestionMutation } from './ask-api';
import { applyServerErrors, PostForm, shareFieldsOf, type PostFormValues } from './post-form';
import { hasDraftContent, useQuestionDraft, type QuestionDraft } from './use-question-draft';
import './texts';

export function AskPage() {
  return (
    <Guard check={guardActivated}>
      <AskForm />
    </Guard>
  );
}

const EMPTY = { title: '', content: '', tags: [] as string[] };

function AskForm() {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const login = useAppSelector(selectLoginState);
  const [form] = Form.useForm<PostFormValues>();
  const [modal, modalHolder] = Modal.useModal();
  const draft = useQuestionDraft();
  const [add, { isLoading }] = useAddQuestionMutation();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string | null>(null);

  // Read once, on arrival: later saves must not reset the form under the user's hands.
  const [restored] = useState(() => {
    const d = draft.load();
    return hasDraftContent(d) ? d : undefined;
  });
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const initialValues = useMemo<PostFormValues>(
    () => ({ ...EMPTY, ...restored, content_type: contentKindOf(params.get('content_type'))?.type ?? restored?.content_type ?? DEFAULT_ASK_KIND }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is read on arrival; later changes come from the chooser
    [],
  );
  // The heading names the kind being written; the chooser changes it (useWatch is undefined before the first render).
  const kind = contentKindOf(Form.useWatch('content_type', form) ?? initialValues.content_type);
  const [dirty, setDirty] = useState(Boolean(restored));
  useLeavePrompt(dirty && !done);
  useLeaveBlocker(dirty && !done);

  // Navigate only after the render that dropped the leave blocker.
  useEffect(() => {
    if (done) navigate(done);
  }, [done, navigate]);

  const onValuesChange = (changed: Partial<PostFormValues>, all: PostFormValues) => {
    if ('content_type' in changed) {
      const next = new URLSearchParams(params);
      next.set('content_type', String(changed.content_type));
      setParams(next, { replace: true });
    }
    const value: QuestionDraft = { content_type: all.content_type, title: all.title ?? '', content: all.content ?? '', tags: all.tags ?? [] };
    setDirty(hasDraftContent(value));
    // A discarded draft stays removed: remove() dropped the pending save, and the form reset is not an edit. Only
    // the user's next edit starts a new draft.
    draft.clear();
    draft.save(value);
  };

  const discard = () =>
    modal.confirm({
      title: t('ask.draft_discard'),
      content: t('ask.draft_discard_confirm'),
      okButtonProps: { danger: true, 'data-testid': 'discard-confirm' } as ButtonProps,
      onOk: () => {
        draft.remove();
        form.setFieldsValue(EMPTY);
        setDirty(false);
        setShowRestored(false);
      },
    });

  const onSubmit = async (values: PostFormValues) => {
    setError(undefined);
    try {
      const res = await add({
        title: values.title,
        content: values.content,
        tags: values.tags.map((slug) => ({ slug_name: slug })),
        content_type: values.content_type,
        score: values.score ?? 0,
        ...shareFieldsOf(values),
        ...(values.content_type === ContentType.aipic ? { picture_id: values.picture?.id, picture_prompt: values.picture_prompt?.trim() || undefined } : {}),
      }).unwrap();
      draft.remove();
      setDone(postPath(res.id, res.url_title));
    } catch (err) {
      setError(applyServerErrors(form, err, t('ask.failed')));
    }
  };

  return (
    <section data-testid="ask-page" style={{ maxWidth: 960 }}>
      {modalHolder}
      <Typography.Title level={1} data-testid="ask-title" style={{ fontSize: 28, marginTop: 0 }}>
        {kind ? t(`ask.heading.${kind.key}`) : t('ask.title')}
      </Typography.Title>
      <PostForm
        form={form}
        mode="ask"
        initialValues={initialValues}
        onSubmit={(v) => void onSubmit(v)}
        onValuesChange={onValuesChange}
        submitting={isLoading}
        staff={login.admin || login.moderator}
        error={error}
        notice={
          showRestored && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              data-testid="draft-restored"
              title={t('ask.draft_restored')}
              action={
                <Button size="small" danger onClick={discard} data-testid="discard-draft">
                  {t('ask.draft_discard')}
                </Button>
              }
            />
          )
        }
      />
    </section>
  );
}
