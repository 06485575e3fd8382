import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Form, Input, Modal, Result } from 'antd';
import { emailSchema } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { CardPageTitle } from '../../components/card-page-title';
import { applyServerErrors, useSchemaRule } from '../../components/form-rules';
import { useTokenLogin } from '../../components/token-login';
import { useBindConnectorEmailMutation } from './confirm-email-api';
import '../../components/texts';
import './texts';

interface Values {
  email: string;
}

/**
 * /users/confirm-email?binding_key=...: a third-party login that brought no usable email asks for one. A new
 * address logs the user in (token login); an address that already has an account is only bound after the owner
 * confirms it, so the page asks first and then has a confirm link mailed.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation(['users', 'common']);
  const [params] = useSearchParams();
  const bindingKey = params.get('binding_key') ?? '';
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const navigate = useNavigate();
  const tokenLogin = useTokenLogin();
  const [bind, { isLoading }] = useBindConnectorEmailMutation();
  const [message, setMessage] = useState<string>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (email: string, must: boolean) => {
    setMessage(undefined);
    try {
      const answer = await bind({ binding_key: bindingKey, email, must }).unwrap();
      if (answer.email_exist_and_must_be_confirmed) setConfirming(email);
      else if (answer.access_token) navigate(await tokenLogin(answer.access_token), { replace: true });
      else setSentTo(email);
    } catch (err) {
      setMessage(applyServerErrors(form, err, ['email'], t('toast.operation_failed')));
    }
  };

  if (!bindingKey) return <Navigate to="/" replace />;
  if (sentTo) return <Result status="success" title={t('users.confirm_email.sent_title')} subTitle={t('users.confirm_email.sent', { mail: sentTo })} />;
  return (
    <Card title={<CardPageTitle>{t('users.confirm_email.title')}</CardPageTitle>} style={{ maxWidth: 420, margin: '24px auto' }}>
      <p>{t('users.confirm_email.intro')}</p>
      {message && <Alert type="error" title={message} style={{ marginBottom: 16 }} showIcon />}
      <Form<Values> form={form} layout="vertical" onFinish={({ email }) => submit(email.trim(), false)} requiredMark={false}>
        <Form.Item name="email" label={t('users.login.email')} rules={[rule(emailSchema)]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('users.confirm_email.submit')}
        </Button>
      </Form>
      <Modal
        open={confirming !== null}
        title={t('dialog.confirm_title')}
        okText={t('users.confirm_email.send_link')}
        cancelText={t('dialog.cancel')}
        confirmLoading={isLoading}
        onCancel={() => setConfirming(null)}
        onOk={async () => {
          const email = confirming ?? '';
          setConfirming(null);
          await submit(email, true);
        }}
      >
        {t('users.confirm_email.exists', { mail: confirming ?? '' })}
      </Modal>
    </Card>
  );
}
