import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { PATHS } from '@site/shared/auth';
import { displayNameSchema, emailSchema, passwordSchema, usernameSchema, type RegisterByEmailBody } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { setToken, setUser, useAppDispatch } from '@site/shared/store';
import { SmartLink } from '@site/shared/ui';
import { CaptchaField } from '../../components/captcha-field';
import { CardPageTitle } from '../../components/card-page-title';
import { applyServerErrors, useSchemaRule } from '../../components/form-rules';
import { LoginButtons } from '../../components/login-buttons';
import { useActionCaptcha } from '../../components/use-action-captcha';
import { useRegisterByEmailMutation } from './register-api';
import '../../components/texts';
import './texts';

type Values = Pick<RegisterByEmailBody, 'name' | 'display_name' | 'e_mail' | 'pass' | 'captcha_code'>;
const FIELDS = ['name', 'display_name', 'e_mail', 'pass', 'captcha_code'] as const;

/** /users/register: sign-up by email (spec section 2); the new user is logged in and sent to the inactive page. */
export function RegisterPage() {
  const { t } = useTranslation(['users', 'common']);
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [register, { isLoading }] = useRegisterByEmailMutation();
  const [message, setMessage] = useState<string>();
  const { data: siteInfo } = useGetSiteInfoQuery();
  // Sign-up sends a mail: the server guards it with the e_mail captcha when it asks for one.
  const { captcha, refresh, fields } = useActionCaptcha('e_mail', form);
  const byEmail = siteInfo?.login.allow_email_registrations ?? true;

  const onFinish = async (values: Values) => {
    setMessage(undefined);
    try {
      const user = await register({
        name: values.name.trim(),
        display_name: values.display_name?.trim() || undefined,
        e_mail: values.e_mail.trim(),
        pass: values.pass,
        ...fields(values.captcha_code),
      }).unwrap();
      dispatch(setToken(user.access_token));
      dispatch(setUser(user));
      navigate(PATHS.inactive, { replace: true });
    } catch (err) {
      await refresh();
      setMessage(applyServerErrors(form, err, FIELDS, t('toast.operation_failed')));
    }
  };

  return (
    <Card title={<CardPageTitle>{t('users.register.title', { site: siteInfo?.general.name ?? '' })}</CardPageTitle>} style={{ maxWidth: 460, margin: '24px auto' }}>
      <LoginButtons />
      {message && <Alert type="error" title={message} style={{ marginBottom: 16 }} showIcon />}
      {byEmail ? (
        <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} data-testid="register-form">
          <Form.Item name="name" label={t('users.register.username')} extra={t('users.register.username_hint')} rules={[rule(usernameSchema)]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item name="display_name" label={t('users.register.display_name')} rules={[rule(displayNameSchema, { optional: true })]}>
            <Input autoComplete="nickname" />
          </Form.Item>
          <Form.Item name="e_mail" label={t('users.login.email')} rules={[rule(emailSchema)]}>
            <Input autoComplete="email" />
          </Form.Item>
          <Form.Item name="pass" label={t('users.login.password')} rules={[rule(passwordSchema)]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {captcha && <CaptchaField image={captcha.captcha_img} onRefresh={() => void refresh()} />}
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {t('users.register.submit')}
          </Button>
        </Form>
      ) : (
        <Alert type="info" title={t('errors:error.user.email_registration_closed')} showIcon />
      )}
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        {t('users.register.have_account')} <SmartLink to={PATHS.login}>{t('users.login.submit')}</SmartLink>
      </Typography.Paragraph>
    </Card>
  );
}
