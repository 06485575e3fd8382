import { Alert, Button, Form, Input, Typography } from 'antd';
import { driveOriginOf, type CloudDriveSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { formFieldErrors } from '../../components/form-errors';
import { useGetCloudDriveSettingsQuery, useUpdateCloudDriveSettingsMutation } from './cloud-drive-api';
import '../../components/texts';
import './texts';

/** /admin/cloud-drive: the drive site's bridge page (empty: no drive), saved with PUT setting/cloud-drive. */
export function CloudDrivePage() {
  const { t } = useTranslation(['admin', 'common']);
  const { data } = useGetCloudDriveSettingsQuery();
  const [save, { isLoading }] = useUpdateCloudDriveSettingsMutation();
  const [form] = Form.useForm<CloudDriveSettings>();
  const dispatch = useAppDispatch();
  if (!data) return <DelayedSkeleton />;

  const onFinish = async (values: CloudDriveSettings) => {
    const result = await save({ url: values.url ?? '' });
    if ('error' in result) form.setFields(formFieldErrors(result.error) as Parameters<typeof form.setFields>[0]);
    else dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
  };
  const origin = driveOriginOf(data.url);

  return (
    <Form<CloudDriveSettings> form={form} layout="vertical" initialValues={data} onFinish={(v) => void onFinish(v)} data-testid="cloud-drive-form" style={{ maxWidth: 640 }}>
      <Typography.Paragraph>{t('cloud_drive.intro')}</Typography.Paragraph>
      <Form.Item name="url" label={t('cloud_drive.url')} extra={t('cloud_drive.url_help')}>
        <Input placeholder="https://drive.example.com/bridge" data-testid="cloud-drive-url" />
      </Form.Item>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="cloud-drive-state" title={origin ? t('cloud_drive.origin', { origin }) : t('cloud_drive.none')} />
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="cloud-drive-save">
        {t('cloud_drive.save')}
      </Button>
    </Form>
  );
}
