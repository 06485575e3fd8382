import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { errorMessage, mapFieldErrors } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { afterLoginPath, deriveLoginState } from '@site/shared/auth';
import { saveRedirect, selectRedirectAfterLogin, setToken, setUser, useAppDispatch, useAppSelector } from '@site/shared/store';
import type { LoginByEmailBody } from '@site/shared/contract';
import { CaptchaField } from './captcha-field';
import { useGetActionRecordQuery, useLoginByEmailMutation } from './login-api';

export interface LoginPageProps {
  /** Host navigation (the parcel has no router of its own). */
  navigate: (to: string) => void;
}

type Values = Pick<LoginByEmailBody, 'e_mail' | 'pass' | 'captcha_code'>;

export function LoginPage({ navigate }: LoginPageProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [login, { isLoading }] = useLoginByEmailMutation();
  const [message, setMessage] = useState<string>();
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectRedirectAfterLogin);
  // The server decides when login needs a captcha (after failed attempts); a shown captcha is used once, so every
  // failure asks again (refetch) and the answer field starts empty.
  const { data: record, refetch } = useGetActionRecordQuery({ action: 'login' }, { refetchOnMountOrArgChange: true });
  const captcha = record?.verify ? record : null;
  const refreshCaptcha = async () => {
    form.setFieldValue('captcha_code', undefined);
    await refetch();
  };

  const onFinish = async (values: Values) => {
    setMessage(undefined);
    try {
      const body = captcha ? { ...values, captcha_id: captcha.captcha_id } : { e_mail: values.e_mail, pass: values.pass };
      const user = await login(body).unwrap();
      dispatch(setToken(user.access_token));
      dispatch(setUser(user));
      dispatch(saveRedirect(null));
      // Spec section 4: not activated -> inactive page, otherwise the saved address or home.
      navigate(afterLoginPath(deriveLoginState(user), saved));
    } catch (err) {
      // Spec section 8: a failed attempt may now need a captcha, and a captcha that was sent is spent.
      await refreshCaptcha();
      const fields = mapFieldErrors(err);
      if (fields.length) form.setFields(fields.map((f) => ({ name: f.name as keyof Values, errors: f.errors })));
      else setMessage(errorMessage(err, t('toast.operation_failed')));
    }
  };

  return (
    <Card title={t('users.login.title', 'Log in')} style={{ maxWidth: 420, margin: '24px auto' }}>
      {message && <Alert type="error" title={message} style={{ marginBottom: 16 }} showIcon />}
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} data-testid="login-form" requiredMark={false}>
        <Form.Item
          name="e_mail"
          label={t('users.login.email', 'Email')}
          rules={[{ required: true, type: 'email', message: t('error.email.invalid', 'Email format is not valid.') }]}
        >
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="pass"
          label={t('users.login.password', 'Password')}
          rules={[{ required: true, message: t('error.validation.required', 'This field is required.') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {captcha && <CaptchaField image={captcha.captcha_img} onRefresh={() => void refreshCaptcha()} />}
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('users.login.submit', 'Log in')}
        </Button>
      </Form>
    </Card>
  );
}
