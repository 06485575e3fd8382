import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useGetSiteInfoQuery, useGetUserCenterAgentQuery } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { afterLoginPath, deriveLoginState } from '@site/shared/auth';
import { saveRedirect, selectRedirectAfterLogin, setToken, setUser, useAppDispatch, useAppSelector } from '@site/shared/store';
import type { LoginByEmailBody } from '@site/shared/contract';
import { AppLink } from '../../components/app-link';
import { CaptchaField } from '../../components/captcha-field';
import { CardPageTitle } from '../../components/card-page-title';
import { applyServerErrors } from '../../components/form-rules';
import { LoginButtons } from '../../components/login-buttons';
import { useActionCaptcha } from '../../components/use-action-captcha';
import { useLoginByEmailMutation } from './login-api';
import './texts';
import '../../components/texts';

export interface LoginPageProps {
  /** Host navigation (the parcel has no router of its own). */
  navigate: (to: string) => void;
}

type Values = Pick<LoginByEmailBody, 'e_mail' | 'pass' | 'captcha_code'>;
const FIELDS = ['e_mail', 'pass', 'captcha_code'] as const;

export function LoginPage({ navigate }: LoginPageProps) {
  const { t } = useTranslation(['users', 'common']);
  const [form] = Form.useForm<Values>();
  const [login, { isLoading }] = useLoginByEmailMutation();
  const [message, setMessage] = useState<string>();
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectRedirectAfterLogin);
  const { data: siteInfo } = useGetSiteInfoQuery();
  const { data: agent } = useGetUserCenterAgentQuery();
  // The server decides when login needs a captcha (after failed attempts).
  const { captcha, refresh, fields } = useActionCaptcha('login', form);
  // Unknown settings leave the site's own login on (as the guards do); a provider may switch it off.
  const providerOnly = Boolean(agent?.enabled && !agent.agent_info.enabled_original_user_system);
  const passwordLogin = (siteInfo?.login.allow_password_login ?? true) && !providerOnly;
  const signUpOpen = siteInfo?.login.allow_new_registrations ?? true;

  const onFinish = async (values: Values) => {
    setMessage(undefined);
    try {
      const user = await login({ e_mail: values.e_mail, pass: values.pass, ...fields(values.captcha_code) }).unwrap();
      dispatch(setToken(user.access_token));
      dispatch(setUser(user));
      dispatch(saveRedirect(null));
      // Spec section 4: not activated -> inactive page, otherwise the saved address or home.
      navigate(afterLoginPath(deriveLoginState(user), saved));
    } catch (err) {
      // Spec section 8: a failed attempt may now need a captcha, and a captcha that was sent is spent.
      await refresh();
      setMessage(applyServerErrors(form, err, FIELDS, t('toast.operation_failed')));
    }
  };

  return (
    <Card title={<CardPageTitle>{t('users.login.title')}</CardPageTitle>} style={{ maxWidth: 420, margin: '24px auto' }}>
      <LoginButtons />
      {message && <Alert type="error" title={message} style={{ marginBottom: 16 }} showIcon />}
      {passwordLogin && (
        <Form<Values> form={form} layout="vertical" onFinish={onFinish} data-testid="login-form" requiredMark={false}>
          <Form.Item
            name="e_mail"
            label={t('users.login.email')}
            rules={[{ required: true, type: 'email', message: t('errors:error.email.invalid') }]}
          >
            <Input autoComplete="email" />
          </Form.Item>
          <Form.Item name="pass" label={t('users.login.password')} rules={[{ required: true, message: t('errors:error.validation.required') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {captcha && <CaptchaField image={captcha.captcha_img} onRefresh={() => void refresh()} />}
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {t('users.login.submit')}
          </Button>
          <Typography.Paragraph style={{ marginTop: 12, textAlign: 'right' }}>
            <AppLink to="/users/account-recovery" navigate={navigate}>
              {t('users.login.forgot')}
            </AppLink>
          </Typography.Paragraph>
        </Form>
      )}
      {signUpOpen && (
        <Typography.Paragraph style={{ textAlign: 'center', marginBottom: 0 }}>
          {t('users.login.no_account')}{' '}
          <AppLink to="/users/register" navigate={navigate}>
            {t('users.login.sign_up')}
          </AppLink>
        </Typography.Paragraph>
      )}
    </Card>
  );
}
