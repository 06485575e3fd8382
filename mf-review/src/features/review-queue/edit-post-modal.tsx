import { Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { isApiError, mapFieldErrors } from '@site/shared/api';
import type { FlaggedPost } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import './texts';

export interface EditValues {
  title?: string;
  content: string;
  tags?: string[];
}

/**
 * The edit-post modal: staff correct the flagged post, answer or comment themselves (a post also its title and
 * tags). `onSave` sends it; field errors from the server land on the fields.
 */
export function EditPostModal({ item, open, onCancel, onSave }: { item: FlaggedPost; open: boolean; onCancel: () => void; onSave: (v: EditValues) => Promise<unknown> }) {
  const { t } = useTranslation('review');
  const [form] = Form.useForm<EditValues>();
  const isPost = item.object_type === 'question';
  const submit = async (values: EditValues) => {
    try {
      await onSave(values);
    } catch (err) {
      if (isApiError(err) && err.fieldErrors) form.setFields(mapFieldErrors(err) as Parameters<typeof form.setFields>[0]);
    }
  };
  return (
    <Modal
      open={open}
      title={t('edit.title')}
      okText={t('edit.save')}
      cancelText={t('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'edit-save' } as ButtonProps}
      destroyOnHidden
      width={720}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(v) => void submit(v)}
        initialValues={{ title: item.title, content: item.original_text, tags: item.tags.map((tag) => tag.slug_name) }}
        data-testid="edit-form"
      >
        {isPost && (
          <Form.Item name="title" label={t('edit.post_title')} rules={[{ required: true, whitespace: true, message: t('edit.required') }]}>
            <Input data-testid="edit-title" maxLength={150} />
          </Form.Item>
        )}
        <Form.Item name="content" label={t('edit.content')} rules={[{ required: true, whitespace: true, message: t('edit.required') }]}>
          <Input.TextArea data-testid="edit-content" rows={8} />
        </Form.Item>
        {isPost && (
          <Form.Item name="tags" label={t('edit.tags')} rules={[{ required: true, message: t('edit.required') }]}>
            <Select mode="tags" maxCount={5} data-testid="edit-tags" open={false} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
