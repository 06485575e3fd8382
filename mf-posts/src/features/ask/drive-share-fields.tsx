// A resource's drive share on ask and edit: the link and extraction code (pasted), and, when the site has a drive,
// "Pick from my drive": the drive lists the member's files through the shell's channel and makes a share of the one
// picked, which fills both fields.
import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, Modal, Space } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import type { DriveFile } from '@site/shared/lib';
import { requireDrive, useDriveEnabled, useDriveErrorText } from '../../components/cloud-drive/use-cloud-drive';
import type { PostFormValues } from './post-form';

interface Props {
  form: FormInstance<PostFormValues>;
  rule: (field: 'share_url' | 'share_code') => FormRule;
}

export function DriveShareFields({ form, rule }: Props) {
  const { t } = useTranslation('posts');
  const enabled = useDriveEnabled();
  const errorText = useDriveErrorText();
  const [files, setFiles] = useState<DriveFile[] | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [picked, setPicked] = useState<string>();

  const openPicker = async () => {
    setError(undefined);
    setBusy('list');
    try {
      setFiles(await requireDrive().listFiles());
      setOpen(true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const use = async (file: DriveFile) => {
    setError(undefined);
    setBusy(file.id);
    try {
      const share = await requireDrive().shareFile(file.id);
      form.setFieldsValue({ share_url: share.share_url, share_code: share.share_code });
      await form.validateFields(['share_url', 'share_code']).catch(() => undefined);
      setPicked(share.name ?? file.name);
      setOpen(false);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div data-testid="drive-share-fields">
      {enabled && (
        <Space orientation="vertical" style={{ marginBottom: 12 }}>
          <Button onClick={() => void openPicker()} loading={busy === 'list'} data-testid="drive-pick">
            {t('drive.pick')}
          </Button>
          {picked && <span data-testid="drive-picked">{t('drive.picked', { name: picked })}</span>}
        </Space>
      )}
      {error && !open && <Alert type="warning" showIcon title={error} data-testid="drive-error" style={{ marginBottom: 12 }} />}
      <Form.Item name="share_url" label={t('drive.share_url')} extra={t('drive.share_url_help')} rules={[rule('share_url')]} validateTrigger="onBlur">
        <Input data-testid="share-url-input" placeholder="https://" />
      </Form.Item>
      <Form.Item name="share_code" label={t('drive.share_code')} extra={t('drive.share_code_help')} rules={[rule('share_code')]} validateTrigger="onBlur">
        <Input data-testid="share-code-input" style={{ width: 200 }} />
      </Form.Item>
      <Modal open={open} title={t('drive.picker_title')} footer={null} onCancel={() => setOpen(false)} data-testid="drive-picker">
        {error && <Alert type="warning" showIcon title={error} data-testid="drive-picker-error" style={{ marginBottom: 12 }} />}
        {files && files.length === 0 && <Empty description={t('drive.picker_empty')} />}
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(files ?? []).map((file) => (
            <li key={file.id} data-testid="drive-file" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, padding: '8px 0' }}>
              <span style={{ wordBreak: 'break-all' }}>{file.name}</span>
              <Button size="small" type="primary" loading={busy === file.id} disabled={busy !== null && busy !== file.id} onClick={() => void use(file)}>
                {t('drive.use_file')}
              </Button>
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
