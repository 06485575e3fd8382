import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { PATHS } from '@site/shared/auth';
import { emailSchema, type EmailChangeCodeBody } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { selectUser, useAppSelector } from '@site/shared/store';
import { SmartLink } from '@site/shared/ui';
import { CaptchaField } from '../../components/captcha-field';
import { CardPageTitle } from '../../components/card-page-title';
import { applyServerErrors, useSchemaRule } from '../../components/form-rules';
import { useActionCaptcha } from '../../components/use-action-captcha';
import { useRequestEmailChangeMutation } from '../../components/email-change-api';
import '../../components/texts';
import './texts';

type Values = Pick<EmailChangeCodeBody, 'e_mail' | 'pass' | 'captcha_code'>;

/**
 * /users/change-email: a logged user who is not activated yet (and so may have mistyped the address) has the
 * activation sent to another address. The password is asked when the account has one (the contract's rule).
 */
export function ChangeEmailPage() {
  const { t } = useTranslation(['users', 'common']);
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const user = useAppSelector(selectUser);
  const [request, { isLoading }] = useRequestEmailChangeMutation();
  const { captcha, refresh, fields } = useActionCaptcha('e_mail', form);
  const [message, setMessage] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const onFinish = async (values: Values) => {
    setMessage(undefined);
    const e_mail = values.e_mail.trim();
    try {
      await request({ e_mail, ...(user?.have_password ? { pass: values.pass } : {}), ...fields(values.captcha_code) }).unwrap();
      setSentTo(e_mail);
    } catch (err) {
      await refresh();
      // Only fields on the form can carry their error; a password error without the field is said above it.
      const shown = user?.have_password ? ['e_mail', 'pass', 'captcha_code'] : ['e_mail', 'captcha_code'];
      setMessage(applyServerErrors(form, err, shown, t('toast.operation_failed')));
    }
  };

  if (sentTo) {
    return <Result status="success" title={t('users.change_email.sent_title')} subTitle={t('users.change_email.sent', { mail: sentTo })} />;
  }
  return (
    <Card title={<CardPageTitle>{t('users.change_email.title')}</CardPageTitle>} style={{ maxWidth: 420, margin: '24px auto' }}>
      <p>
        {t('users.change_email.current')} <strong>{user?.e_mail}</strong>
      </p>
      {message && <Alert type="error" title={message} style={{ marginBottom: 16 }} showIcon />}
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="e_mail" label={t('users.change_email.new_email')} rules={[rule(emailSchema)]}>
          <Input autoComplete="email" />
        </Form.Item>
        {user?.have_password && (
          <Form.Item name="pass" label={t('users.login.password')} rules={[{ required: true, message: t('errors:error.validation.required') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        {captcha && <CaptchaField image={captcha.captcha_img} onRefresh={() => void refresh()} />}
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('users.change_email.submit')}
        </Button>
      </Form>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <SmartLink to={PATHS.inactive}>{t('dialog.cancel')}</SmartLink>
      </p>
    </Card>
  );
}
