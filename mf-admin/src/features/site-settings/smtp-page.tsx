import { Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { SmtpConfig, UpdateSmtpBody } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { formFieldErrors } from '../../components/form-errors';
import { SettingsForm } from './settings-form';
import { useGetSmtpConfigQuery, useUpdateSmtpConfigMutation } from './site-settings-api';

type Values = SmtpConfig & { test_email_recipient?: string };

/** Save never sends the test recipient: only the test button does (Answer's PUT sends a test mail when it is given). */
const withoutTest = ({ test_email_recipient: _, ...config }: Values): Values => config;

/**
 * /admin/smtp: the mail server every mail goes through (GET/PUT setting/smtp). "Send a test mail" saves the form and
 * has the server send a test mail to the recipient with what it saved.
 */
export function SmtpSettingsPage() {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const dispatch = useAppDispatch();
  const { data } = useGetSmtpConfigQuery();
  const [save, { isLoading }] = useUpdateSmtpConfigMutation();
  const [form] = Form.useForm<Values>();
  const encryptions = [
    { label: t('site_settings.smtp.encryption_none'), value: '' },
    { label: 'SSL', value: 'SSL' },
    { label: 'TLS', value: 'TLS' },
  ];

  const sendTest = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!values.test_email_recipient?.trim()) {
      form.setFields([{ name: 'test_email_recipient', errors: [t('site_settings.smtp.test_recipient_required')] }]);
      return;
    }
    const result = await save(values as UpdateSmtpBody);
    if ('error' in result) form.setFields(formFieldErrors(result.error) as Parameters<typeof form.setFields>[0]);
    else dispatch(pushToast({ type: 'success', msg: t('common:toast.sent') }));
  };

  return (
    <SettingsForm<Values>
      id="smtp-settings"
      form={form}
      data={data}
      save={(body) => save(body as UpdateSmtpBody)}
      saving={isLoading}
      toBody={withoutTest}
      intro={t('site_settings.smtp.intro')}
      extra={
        <Button style={{ marginInlineStart: 8 }} onClick={() => void sendTest()} loading={isLoading} data-testid="smtp-send-test">
          {t('site_settings.smtp.send_test')}
        </Button>
      }
    >
      <Form.Item name="from_email" label={t('site_settings.smtp.from_email')} rules={[{ type: 'email', message: t('errors:error.email.invalid') }]}>
        <Input data-testid="smtp-from-email" />
      </Form.Item>
      <Form.Item name="from_name" label={t('site_settings.smtp.from_name')}>
        <Input maxLength={256} data-testid="smtp-from-name" />
      </Form.Item>
      <Form.Item name="smtp_host" label={t('site_settings.smtp.host')}>
        <Input maxLength={256} data-testid="smtp-host" />
      </Form.Item>
      <Form.Item name="encryption" label={t('site_settings.smtp.encryption')}>
        <Select options={encryptions} data-testid="smtp-encryption" />
      </Form.Item>
      <Form.Item
        name="smtp_port"
        label={t('site_settings.smtp.port')}
        rules={[{ required: true, type: 'integer', min: 1, max: 65535, message: t('errors:error.smtp.port_range') }]}
      >
        <InputNumber precision={0} style={{ width: 160 }} data-testid="smtp-port" />
      </Form.Item>
      <Form.Item name="smtp_authentication" label={t('site_settings.smtp.authentication')} valuePropName="checked">
        <Switch data-testid="smtp-authentication" />
      </Form.Item>
      <Form.Item name="smtp_username" label={t('site_settings.smtp.username')}>
        <Input maxLength={256} autoComplete="off" data-testid="smtp-username" />
      </Form.Item>
      <Form.Item name="smtp_password" label={t('site_settings.smtp.password')} extra={t('site_settings.smtp.password_hint')}>
        <Input.Password maxLength={256} autoComplete="new-password" data-testid="smtp-password" />
      </Form.Item>
      <Form.Item
        name="test_email_recipient"
        label={t('site_settings.smtp.test_recipient')}
        extra={t('site_settings.smtp.test_recipient_hint')}
        rules={[{ type: 'email', message: t('errors:error.email.invalid') }]}
      >
        <Input data-testid="smtp-test-recipient" />
      </Form.Item>
    </SettingsForm>
  );
}
