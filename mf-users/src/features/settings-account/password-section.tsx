import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { passwordSchema, type LoggedUser, type ModifyPasswordBody } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { CaptchaField } from '../../components/captcha-field';
import { applyServerErrors, useSchemaRule } from '../../components/form-rules';
import { useActionCaptcha } from '../../components/use-action-captcha';
import { useModifyPasswordMutation } from './account-api';
import './texts';

type Values = Pick<ModifyPasswordBody, 'old_pass' | 'pass' | 'captcha_code'> & { repeat: string };
const FIELDS = ['old_pass', 'pass', 'captcha_code'] as const;

/** Current password (when the account has one), the new one twice (8-32, equal), a captcha when asked (modify_pass). */
function ChangePasswordForm({ user, onDone, onCancel }: { user: LoggedUser; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const [modify, { isLoading }] = useModifyPasswordMutation();
  const { captcha, refresh, fields } = useActionCaptcha('modify_pass', form);
  const [message, setMessage] = useState<string>();
  const required = { required: true, message: t('errors:error.validation.required') };

  const onFinish = async (values: Values) => {
    setMessage(undefined);
    try {
      await modify({ ...(user.have_password ? { old_pass: values.old_pass } : {}), pass: values.pass, ...fields(values.captcha_code) }).unwrap();
      dispatch(pushToast({ type: 'success', msg: t('toast.password_updated') }));
      onDone();
    } catch (err) {
      await refresh();
      setMessage(applyServerErrors(form, err, FIELDS, t('toast.operation_failed')));
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} data-testid="change-password-form" style={{ maxWidth: 420 }}>
      {message && <Alert type="error" title={message} style={{ marginBottom: 16 }} showIcon />}
      {user.have_password && (
        <Form.Item name="old_pass" label={t('settings.account.current_password')} rules={[required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item name="pass" label={t('settings.account.new_password')} rules={[rule(passwordSchema)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('settings.account.repeat_password')}
        dependencies={['pass']}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: async (_, value: string) => {
              if (value && value !== getFieldValue('pass')) throw new Error(t('settings.account.password_mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {captcha && <CaptchaField image={captcha.captcha_img} onRefresh={() => void refresh()} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('settings.account.update_password')}
        </Button>
        <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
      </Space>
    </Form>
  );
}

/** Account: change the password, or set one when the account only logs in through another service. */
export function PasswordSection({ user }: { user: LoggedUser }) {
  const { t } = useTranslation(['users', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={t('settings.account.password')}>
      <Typography.Title level={5}>{t('settings.account.password')}</Typography.Title>
      {!user.have_password && <Typography.Paragraph type="secondary">{t('settings.account.no_password')}</Typography.Paragraph>}
      {open ? (
        <ChangePasswordForm user={user} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
      ) : (
        <Button onClick={() => setOpen(true)}>{t(user.have_password ? 'settings.account.change_password' : 'settings.account.set_password')}</Button>
      )}
    </section>
  );
}
