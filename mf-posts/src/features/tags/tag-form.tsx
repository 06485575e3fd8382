import { useState } from 'react';
import { Alert, Button, Form, Input, Space, type FormRule } from 'antd';
import { errorMessage, mapFieldErrors } from '@site/shared/api';
import { tagDisplayNameSchema, tagSlugNameSchema, TAG_EDIT_SUMMARY_MAX, TAG_NAME_MAX } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { MarkdownEditor } from '../../components/editor/markdown-editor';
import './texts';

export interface TagFormValues {
  display_name: string;
  slug_name: string;
  original_text: string;
  edit_summary?: string;
}

const FIELDS = ['display_name', 'slug_name', 'original_text', 'edit_summary'] as const;

interface ParsesField {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

export interface TagFormProps {
  mode: 'create' | 'edit';
  initial?: Partial<TagFormValues>;
  /** Members edit the name and description; the slug stays with staff. */
  slugEditable: boolean;
  onSubmit: (values: TagFormValues) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * The tag's fields with the spec's messages: checked in the browser with the contract's own schemas (the same
 * message keys the server answers), and the server's field errors put under their fields.
 */
export function TagForm({ mode, initial, slugEditable, onSubmit, onCancel }: TagFormProps) {
  const { t } = useTranslation('posts');
  const [form] = Form.useForm<TagFormValues>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const rule = (schema: ParsesField): FormRule => ({
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(t(`errors:${result.error.issues[0]?.message ?? 'error.validation.invalid'}`));
    },
  });

  const finish = async (values: TagFormValues) => {
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit({ ...values, original_text: values.original_text ?? '' });
    } catch (err) {
      const fields = mapFieldErrors(err);
      const onForm = fields.filter((f) => typeof f.name === 'string' && (FIELDS as readonly string[]).includes(f.name));
      if (onForm.length) form.setFields(onForm.map((f) => ({ name: f.name as keyof TagFormValues, errors: f.errors })));
      if (onForm.length < fields.length || fields.length === 0) setError(errorMessage(err, t('tag.save_failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ original_text: '', ...initial }} onFinish={finish} data-testid="tag-form" style={{ maxWidth: 720 }}>
      <Form.Item name="display_name" label={t('tag.display_name')} extra={t('tag.display_name_help')} rules={[rule(tagDisplayNameSchema)]}>
        <Input data-testid="tag-display-name" maxLength={TAG_NAME_MAX * 2} />
      </Form.Item>
      <Form.Item
        name="slug_name"
        label={t('tag.slug_name')}
        extra={slugEditable ? t('tag.slug_name_help') : t('tag.slug_staff_only')}
        rules={slugEditable ? [rule(tagSlugNameSchema)] : []}
      >
        <Input data-testid="tag-slug-name" disabled={!slugEditable} maxLength={TAG_NAME_MAX * 2} />
      </Form.Item>
      <Form.Item name="original_text" label={t('tag.description')}>
        <MarkdownEditor rows={8} uploadSource="tag" testId="tag-description-editor" />
      </Form.Item>
      {mode === 'edit' && (
        <Form.Item name="edit_summary" label={t('tag.edit_summary')}>
          <Input data-testid="tag-edit-summary" placeholder={t('tag.edit_summary_placeholder')} maxLength={TAG_EDIT_SUMMARY_MAX} />
        </Form.Item>
      )}
      {error && <Alert type="error" showIcon message={error} data-testid="tag-form-error" style={{ marginBottom: 16 }} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="tag-submit">
          {mode === 'create' ? t('tag.submit_create') : t('tag.submit_edit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('tag.cancel')}</Button>}
      </Space>
    </Form>
  );
}
