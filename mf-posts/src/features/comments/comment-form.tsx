import { Button, Form, Input, Space } from 'antd';
import { COMMENT_MAX, COMMENT_MIN } from '@site/shared/contract';
import { mapFieldErrors } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import './texts';

export interface CommentFormProps {
  initialText?: string;
  submitLabel: string;
  /** Sends the text; a rejection with field errors is shown on the field. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel: () => void;
  testId?: string;
}

/** A comment's text box with the server's bounds checked before sending (2 to 600 characters). */
export function CommentForm({ initialText = '', submitLabel, onSubmit, onCancel, testId = 'comment-form' }: CommentFormProps) {
  const { t } = useTranslation('posts');
  const [form] = Form.useForm<{ original_text: string }>();
  const submit = async ({ original_text }: { original_text: string }) => {
    try {
      await onSubmit(original_text.trim());
      form.resetFields();
    } catch (error) {
      form.setFields(mapFieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };
  return (
    <Form form={form} initialValues={{ original_text: initialText }} onFinish={submit} data-testid={testId} style={{ marginTop: 8 }}>
      <Form.Item
        name="original_text"
        rules={[
          { validator: async (_r, v: string | undefined) => {
            const text = (v ?? '').trim();
            if (!text) throw new Error(t('comment.required'));
            if (text.length < COMMENT_MIN) throw new Error(t('comment.too_short'));
            if (text.length > COMMENT_MAX) throw new Error(t('comment.too_long'));
          } },
        ]}
      >
        <Input.TextArea autoFocus rows={3} placeholder={t('comment.placeholder')} data-testid="comment-input" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" size="small" data-testid="comment-submit">
          {submitLabel}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('comment.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
