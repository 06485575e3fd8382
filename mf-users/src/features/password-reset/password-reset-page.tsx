import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { PATHS } from '@site/shared/auth';
import { passwordSchema } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { clearUser, useAppDispatch } from '@site/shared/store';
import { SmartLink } from '@site/shared/ui';
import { CardPageTitle } from '../../components/card-page-title';
import { applyServerErrors, useSchemaRule } from '../../components/form-rules';
import { useReplacePasswordMutation } from './password-reset-api';
import '../../components/texts';
import './texts';

interface Values {
  pass: string;
  pass_repeat: string;
}

/** /users/password-reset?code=...: the link from the reset mail sets a new password (8-32, typed twice). */
export function PasswordResetPage() {
  const { t } = useTranslation(['users', 'common']);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const dispatch = useAppDispatch();
  const [replace, { isLoading }] = useReplacePasswordMutation();
  const [message, setMessage] = useState<string>();
  const [done, setDone] = useState(false);

  const onFinish = async ({ pass }: Values) => {
    setMessage(undefined);
    try {
      await replace({ code, pass }).unwrap();
      // The server ends the account's sessions; this browser logs in again with the new password.
      dispatch(clearUser());
      setDone(true);
    } catch (err) {
      setMessage(applyServerErrors(form, err, ['pass'], t('toast.operation_failed')));
    }
  };

  if (!code) {
    return (
      <Result
        status="warning"
        title={t('users.activation.failed_title')}
        subTitle={t('errors:error.link.expired')}
        extra={<SmartLink to="/users/account-recovery">{t('users.reset.ask_again')}</SmartLink>}
      />
    );
  }
  if (done) {
    return (
      <Result
        status="success"
        title={t('users.reset.done')}
        extra={<SmartLink to={PATHS.login}>{t('users.reset.to_login')}</SmartLink>}
      />
    );
  }
  return (
    <Card title={<CardPageTitle>{t('users.reset.title')}</CardPageTitle>} style={{ maxWidth: 420, margin: '24px auto' }}>
      {message && <Alert type="error" title={message} style={{ marginBottom: 16 }} showIcon />}
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="pass" label={t('users.reset.new_password')} rules={[rule(passwordSchema)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="pass_repeat"
          label={t('users.reset.repeat_password')}
          dependencies={['pass']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if ((value ?? '') !== (getFieldValue('pass') ?? '')) throw new Error(t('users.reset.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('users.reset.submit')}
        </Button>
      </Form>
    </Card>
  );
}
