import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { emailSchema, type EmailChangeCodeBody, type LoggedUser } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { CaptchaField } from '../../components/captcha-field';
import { useRequestEmailChangeMutation } from '../../components/email-change-api';
import { applyServerErrors, useSchemaRule } from '../../components/form-rules';
import { useActionCaptcha } from '../../components/use-action-captcha';
import './texts';

type Values = Pick<EmailChangeCodeBody, 'e_mail' | 'pass' | 'captcha_code'>;
const FIELDS = ['e_mail', 'pass', 'captcha_code'] as const;

/** The new address, the current password when the account has one, and a captcha when the server asks (action e_mail). */
function ChangeEmailForm({ user, onSent, onCancel }: { user: LoggedUser; onSent: (email: string) => void; onCancel: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const [request, { isLoading }] = useRequestEmailChangeMutation();
  const { captcha, refresh, fields } = useActionCaptcha('e_mail', form);
  const [message, setMessage] = useState<string>();

  const onFinish = async (values: Values) => {
    setMessage(undefined);
    const e_mail = values.e_mail.trim();
    try {
      await request({ e_mail, ...(user.have_password ? { pass: values.pass } : {}), ...fields(values.captcha_code) }).unwrap();
      onSent(e_mail);
    } catch (err) {
      // A shown captcha is spent by any attempt; the next one needs a fresh image.
      await refresh();
      setMessage(applyServerErrors(form, err, FIELDS, t('toast.operation_failed')));
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} data-testid="change-email-form" style={{ maxWidth: 420 }}>
      {message && <Alert type="error" title={message} style={{ marginBottom: 16 }} showIcon />}
      <Form.Item name="e_mail" label={t('settings.account.new_email')} rules={[rule(emailSchema)]}>
        <Input autoComplete="email" />
      </Form.Item>
      {user.have_password && (
        <Form.Item name="pass" label={t('settings.account.current_password')} rules={[{ required: true, message: t('errors:error.validation.required') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      {captcha && <CaptchaField image={captcha.captcha_img} onRefresh={() => void refresh()} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('settings.account.send_link')}
        </Button>
        <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
      </Space>
    </Form>
  );
}

/** Account: the current email and its change (a confirmation link goes to the new address; spec section 2). */
export function EmailSection({ user }: { user: LoggedUser }) {
  const { t } = useTranslation(['users', 'common']);
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  return (
    <section aria-label={t('settings.account.email')}>
      <Typography.Title level={5}>{t('settings.account.email')}</Typography.Title>
      <Typography.Paragraph>
        <strong data-testid="current-email">{user.e_mail}</strong>
      </Typography.Paragraph>
      {sentTo && <Alert type="success" role="status" title={t('settings.account.email_sent', { mail: sentTo })} style={{ marginBottom: 16 }} showIcon />}
      {open ? (
        <ChangeEmailForm
          user={user}
          onCancel={() => setOpen(false)}
          onSent={(email) => {
            setSentTo(email);
            setOpen(false);
          }}
        />
      ) : (
        <Button
          onClick={() => {
            setSentTo(undefined);
            setOpen(true);
          }}
        >
          {t('settings.account.change_email')}
        </Button>
      )}
    </section>
  );
}
