// The ask/edit form: kind (ask only), title with the similar-posts helper (ask only), body, tags, edit summary
// (edit only). Browser checks use the contract's own schemas, so they say what the server would.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input, InputNumber, Radio, Space } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { mapFieldErrors, errorMessage } from '@site/shared/api';
import { ContentType, PICTURE_PROMPT_MAX, questionAddBodySchema, questionUpdateBodySchema, TITLE_MAX, type Picture } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { CONTENT_KINDS, contentKindOf } from '@site/shared/lib';
import { isPricedKind, isRewardKind } from '@site/shared/policies';
import { MarkdownEditor } from '../../components/editor/markdown-editor';
import { PictureField } from '../../components/picture/picture-field';
import { DriveShareFields } from './drive-share-fields';
import { SimilarQuestions } from './similar-questions';
import { TagSelector } from './tag-selector';
import './texts';

export interface PostFormValues {
  content_type: number;
  title: string;
  content: string;
  tags: string[];
  edit_summary?: string;
  /** Points: the price of a paid kind, also the reward of a rewarded kind (0: free). */
  score?: number;
  /** A resource's drive share (link and extraction code): the paid part with the body. */
  share_url?: string;
  share_code?: string;
  /** An AI picture post's picture and what made it. */
  picture?: Picture;
  picture_prompt?: string;
}
export const FORM_FIELDS = ['content_type', 'title', 'content', 'tags', 'edit_summary', 'score', 'share_url', 'share_code', 'picture', 'picture_prompt'] as const;
/** Body fields the server names differently from the form's. */
const SERVER_FIELDS: Record<string, string> = { picture_id: 'picture' };

/** The share fields a post of this kind sends (only a resource carries a share). */
export const shareFieldsOf = (values: PostFormValues) =>
  values.content_type === ContentType.resource ? { share_url: values.share_url?.trim() ?? '', share_code: values.share_code?.trim() ?? '' } : {};

/** An antd rule from one field of a contract schema: the message key, translated. */
function useFieldRule() {
  const { t } = useTranslation('posts');
  return (field: 'title' | 'content' | 'tags' | 'edit_summary' | 'score' | 'share_url' | 'share_code' | 'picture_prompt', toBody: (v: unknown) => unknown = (v) => v): FormRule => ({
    validator: async (_rule, value: unknown) => {
      const shape = field === 'edit_summary' ? questionUpdateBodySchema.shape.edit_summary : questionAddBodySchema.shape[field];
      const result = shape.safeParse(toBody(value ?? (field === 'tags' ? [] : field === 'score' ? 0 : '')));
      if (!result.success) throw new Error(t(`errors:${result.error.issues[0]?.message ?? 'error.validation.invalid'}`));
    },
  });
}

/** Puts the server's field errors on the form; returns the message for anything not on a field. */
export function applyServerErrors(form: FormInstance<PostFormValues>, err: unknown, fallback: string): string | undefined {
  const fields = mapFieldErrors(err).map((f) => (typeof f.name === 'string' && SERVER_FIELDS[f.name] ? { ...f, name: SERVER_FIELDS[f.name] } : f));
  const onForm = fields.filter((f) => typeof f.name === 'string' && (FORM_FIELDS as readonly string[]).includes(f.name));
  if (onForm.length) form.setFields(onForm.map((f) => ({ name: f.name as keyof PostFormValues, errors: f.errors })));
  const elsewhere = fields.filter((f) => !onForm.includes(f));
  if (elsewhere.length) return elsewhere.map((f) => f.errors.join(' ')).join(' ');
  return onForm.length ? undefined : errorMessage(err, fallback);
}

export interface PostFormProps {
  form: FormInstance<PostFormValues>;
  mode: 'ask' | 'edit';
  initialValues: PostFormValues;
  onSubmit: (values: PostFormValues) => void;
  onValuesChange?: (changed: Partial<PostFormValues>, all: PostFormValues) => void;
  onCancel?: () => void;
  submitting: boolean;
  /** Staff create missing tags on the fly. */
  staff: boolean;
  error?: string;
  /** Shown above the form (the restored-draft notice). */
  notice?: ReactNode;
}

export function PostForm({ form, mode, initialValues, onSubmit, onValuesChange, onCancel, submitting, staff, error, notice }: PostFormProps) {
  const { t } = useTranslation('posts');
  const rule = useFieldRule();
  const title = Form.useWatch('title', form) ?? '';
  // The submit button names what the ask page publishes ("Post your question", "Publish your article"); the title's
  // hint fits the kind too.
  const kind = contentKindOf(Form.useWatch('content_type', form) ?? initialValues.content_type);
  // antd keeps field errors in the form: mirror which fields have one so the editor and selector can turn red.
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const contentType = Form.useWatch('content_type', form) ?? initialValues.content_type;
  const picture = Form.useWatch('picture', form) as Picture | undefined;

  return (
    <Form<PostFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      onValuesChange={onValuesChange}
      onFieldsChange={() => setInvalid(Object.fromEntries(FORM_FIELDS.map((f) => [f, form.getFieldError(f).length > 0])))}
      data-testid="post-form"
      scrollToFirstError
    >
      {notice}
      {mode === 'ask' && (
        <Form.Item name="content_type" label={t('ask.kind')}>
          <Radio.Group optionType="button" buttonStyle="solid" data-testid="kind-chooser">
            {CONTENT_KINDS.map(({ type }) => (
              <Radio.Button key={type} value={type} data-testid={`kind-${type}`}>
                {t(`ask.kind.${type}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
      )}
      <Form.Item name="title" label={t('ask.field.title')} rules={[rule('title')]} validateTrigger="onBlur">
        <Input data-testid="title-input" placeholder={t(`ask.field.title_placeholder.${kind?.key ?? 'question'}`)} maxLength={TITLE_MAX * 2} />
      </Form.Item>
      {mode === 'ask' && <SimilarQuestions title={title} />}
      <Form.Item name="content" label={t('ask.field.content')} rules={[rule('content')]} validateTrigger="onSubmit">
        <MarkdownEditor testId="content-editor" uploadSource="post" rows={12} status={invalid.content ? 'error' : undefined} />
      </Form.Item>
      <Form.Item
        name="tags"
        label={t('ask.field.tags')}
        rules={[rule('tags', (v) => (v as string[]).map((slug) => ({ slug_name: slug })))]}
        validateTrigger="onSubmit"
      >
        <TagSelector allowCreate={staff} status={invalid.tags ? 'error' : undefined} />
      </Form.Item>
      {contentType === ContentType.aipic && (
        <>
          <Form.Item
            name="picture"
            label={t('picture.field')}
            rules={[{ required: true, message: t('errors:error.picture.required') }]}
            validateTrigger="onSubmit"
          >
            <PictureField title={title} invalid={invalid.picture} />
          </Form.Item>
          {/* A generated picture keeps the prompt that made it (shown with it); an uploaded one says what made it here. */}
          {picture?.source !== 'ai' && (
            <Form.Item name="picture_prompt" label={t('picture.prompt_field')} extra={t('picture.prompt_field_help')} rules={[rule('picture_prompt')]}>
              <Input.TextArea data-testid="picture-prompt-input" autoSize={{ minRows: 2, maxRows: 6 }} maxLength={PICTURE_PROMPT_MAX} />
            </Form.Item>
          )}
        </>
      )}
      {isPricedKind(contentType) && (
        <Form.Item
          name="score"
          label={t('ask.field.score')}
          extra={t(isRewardKind(contentType) ? 'ask.field.score_reward_help' : 'ask.field.score_price_help')}
          rules={[rule('score')]}
        >
          <InputNumber min={0} precision={0} data-testid="score-input" style={{ width: 200 }} />
        </Form.Item>
      )}
      {contentType === ContentType.resource && <DriveShareFields form={form} rule={rule} />}
      {mode === 'edit' && (
        <Form.Item name="edit_summary" label={t('ask.field.edit_summary')} rules={[rule('edit_summary')]}>
          <Input data-testid="edit-summary-input" placeholder={t('ask.field.edit_summary_placeholder')} />
        </Form.Item>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="form-error" style={{ marginBottom: 16 }} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="submit-post">
          {mode === 'edit' ? t('ask.submit_edit') : t(`ask.submit.${kind?.key ?? 'question'}`)}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('ask.cancel')}</Button>}
      </Space>
    </Form>
  );
}
