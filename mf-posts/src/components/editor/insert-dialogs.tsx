// The toolbar's insertion dialogs, each validating its fields with the spec's messages before it inserts.
import { useRef } from 'react';
import { Button, Form, Input, Modal, Progress, Space, Typography, type ButtonProps } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { useImageUpload } from '@site/shared/ui';
import { isValidUrl } from './editor-text';
import { uploadPostImage } from './upload-image';
import './texts';

interface DialogProps<V> {
  open: boolean;
  onCancel: () => void;
  onInsert: (values: V) => void;
  /** Text selected in the editor when the dialog opened. */
  selection?: string;
}

/** One modal form: validates, hands the values over, and starts empty the next time it opens. */
function InsertModal<V extends object>({ open, onCancel, onInsert, title, testId, children, initial }: DialogProps<V> & { title: string; testId: string; children: React.ReactNode; initial: V }) {
  const { t } = useTranslation('posts');
  const [form] = Form.useForm<V>();
  return (
    <Modal
      open={open}
      title={title}
      okText={t('editor.ok')}
      cancelText={t('editor.cancel')}
      onCancel={onCancel}
      onOk={() => form.validateFields().then((v) => onInsert(v), () => undefined)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': `${testId}-ok` } as ButtonProps}
    >
      <Form form={form} layout="vertical" data-testid={testId} preserve={false} initialValues={initial}>
        {children}
      </Form>
    </Modal>
  );
}

function useUrlRules() {
  const { t } = useTranslation('posts');
  return [
    { validator: async (_: unknown, v: string | undefined) => {
      if (!v || !v.trim()) throw new Error(t('editor.url_empty'));
      if (!isValidUrl(v)) throw new Error(t('editor.url_invalid'));
    } },
  ];
}

export interface CodeValues { code: string; language: string }
export function CodeBlockDialog(props: DialogProps<CodeValues>) {
  const { t } = useTranslation('posts');
  return (
    <InsertModal {...props} title={t('editor.code_title')} testId="code-dialog" initial={{ code: props.selection ?? '', language: '' }}>
      <Form.Item name="code" label={t('editor.code_label')} rules={[{ validator: async (_, v: string | undefined) => { if (!v || !v.trim()) throw new Error(t('editor.code_empty')); } }]}>
        <Input.TextArea rows={6} data-testid="code-dialog-code" style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Form.Item name="language" label={t('editor.code_language')}>
        <Input data-testid="code-dialog-language" placeholder="js" maxLength={20} />
      </Form.Item>
    </InsertModal>
  );
}

export interface LinkValues { url: string; text: string }
export function LinkDialog(props: DialogProps<LinkValues>) {
  const { t } = useTranslation('posts');
  return (
    <InsertModal {...props} title={t('editor.link_title')} testId="link-dialog" initial={{ url: '', text: props.selection ?? '' }}>
      <Form.Item name="url" label={t('editor.link_url')} rules={useUrlRules()}>
        <Input data-testid="link-dialog-url" placeholder="https://" />
      </Form.Item>
      <Form.Item name="text" label={t('editor.link_text')}>
        <Input data-testid="link-dialog-text" />
      </Form.Item>
    </InsertModal>
  );
}

export interface ImageValues { url: string; alt: string }
export function ImageDialog(props: DialogProps<ImageValues>) {
  const { t } = useTranslation('posts');
  return (
    <InsertModal {...props} title={t('editor.image_title')} testId="image-dialog" initial={{ url: '', alt: props.selection ?? '' }}>
      <Form.Item noStyle shouldUpdate>
        {(form) => <ImageUpload onUploaded={(url) => form.setFieldsValue({ url })} />}
      </Form.Item>
      <Form.Item name="url" label={t('editor.image_url')} rules={useUrlRules()}>
        <Input data-testid="image-dialog-url" placeholder="https://" />
      </Form.Item>
      <Form.Item name="alt" label={t('editor.image_alt')}>
        <Input data-testid="image-dialog-alt" />
      </Form.Item>
    </InsertModal>
  );
}

/** Picks a file, checks it (image, <= 4 MB), uploads it with progress, and shows the server's error. */
function ImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { t } = useTranslation('posts');
  const input = useRef<HTMLInputElement>(null);
  const { percent, error, onPick } = useImageUpload(uploadPostImage, onUploaded, t('editor.upload_failed'));

  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <input ref={input} type="file" accept="image/*" hidden data-testid="image-dialog-file" aria-label={t('editor.image_upload')} onChange={(e) => void onPick(e)} />
      <Space>
        <Button onClick={() => input.current?.click()} loading={percent !== null}>
          {t('editor.image_upload')}
        </Button>
        <Typography.Text type="secondary">{t('editor.image_upload_hint')}</Typography.Text>
      </Space>
      {percent !== null && (
        <div data-testid="image-upload-progress">
          <Typography.Text>{t('editor.uploading', { percent })}</Typography.Text>
          <Progress percent={percent} size="small" />
        </div>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" data-testid="image-upload-error">
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
