import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { PATHS } from '@site/shared/auth';
import { emailSchema, type PasswordResetBody } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { SmartLink } from '@site/shared/ui';
import { CaptchaField } from '../../components/captcha-field';
import { CardPageTitle } from '../../components/card-page-title';
import { applyServerErrors, useSchemaRule } from '../../components/form-rules';
import { useActionCaptcha } from '../../components/use-action-captcha';
import { useRequestPasswordResetMutation } from './recovery-api';
import '../../components/texts';
import './texts';

type Values = Pick<PasswordResetBody, 'e_mail' | 'captcha_code'>;
const FIELDS = ['e_mail', 'captcha_code'] as const;

/** /users/account-recovery (not logged in): asks for a password-reset link by email. */
export function AccountRecoveryPage() {
  const { t } = useTranslation(['users', 'common']);
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const [request, { isLoading }] = useRequestPasswordResetMutation();
  const { captcha, refresh, fields } = useActionCaptcha('find_pass', form);
  const [message, setMessage] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const onFinish = async (values: Values) => {
    setMessage(undefined);
    const e_mail = values.e_mail.trim();
    try {
      await request({ e_mail, ...fields(values.captcha_code) }).unwrap();
      setSentTo(e_mail);
    } catch (err) {
      await refresh();
      setMessage(applyServerErrors(form, err, FIELDS, t('toast.operation_failed')));
    }
  };

  if (sentTo) {
    // The same words whether or not an account uses the address (no account probing).
    return (
      <Result
        status="success"
        title={t('users.recovery.sent_title')}
        subTitle={t('users.recovery.sent', { mail: sentTo })}
        extra={<SmartLink to={PATHS.login}>{t('users.recovery.back_to_login')}</SmartLink>}
      />
    );
  }
  return (
    <Card title={<CardPageTitle>{t('users.recovery.title')}</CardPageTitle>} style={{ maxWidth: 420, margin: '24px auto' }}>
      <p>{t('users.recovery.intro')}</p>
      {message && <Alert type="error" title={message} style={{ marginBottom: 16 }} showIcon />}
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} data-testid="recovery-form">
        <Form.Item name="e_mail" label={t('users.login.email')} rules={[rule(emailSchema)]}>
          <Input autoComplete="email" />
        </Form.Item>
        {captcha && <CaptchaField image={captcha.captcha_img} onRefresh={() => void refresh()} />}
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('users.recovery.submit')}
        </Button>
      </Form>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <SmartLink to={PATHS.login}>{t('users.recovery.back_to_login')}</SmartLink>
      </p>
    </Card>
  );
}
