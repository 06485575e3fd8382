import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { EMAIL_PATTERN, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, SITE_NAME_MAX, SITE_URL_MAX, type BaseInfo } from '@site/shared/contract';
import { mapFieldErrors } from '@site/shared/api';
import { errorMessage, isAlreadyInstalled, useInstallBaseInfoMutation } from './install-api';
import { useInstallText, useWizardText } from './use-install-text';

/** Step 4: the site and its first admin; the server's field errors land on the matching inputs. */
export function BaseInfoStep({ lang, onNext, onInstalled }: { lang: string; onNext: () => void; onInstalled: () => void }) {
  const { t } = useWizardText();
  const text = useInstallText();
  const [form] = Form.useForm<BaseInfo>();
  const [save, { isLoading }] = useInstallBaseInfoMutation();
  const [error, setError] = useState<string>();

  const onFinish = async (values: BaseInfo) => {
    setError(undefined);
    try {
      await save({ ...values, lang }).unwrap();
      onNext();
    } catch (err) {
      if (isAlreadyInstalled(err)) return onInstalled();
      const fields = mapFieldErrors(err);
      if (fields.length) form.setFields(fields.map((f) => ({ name: f.name as keyof BaseInfo, errors: f.errors })));
      else setError(errorMessage(err, t('common:toast.operation_failed')));
    }
  };

  const email = { pattern: EMAIL_PATTERN, message: text('error.email.invalid') };
  return (
    <Form<BaseInfo>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ site_url: window.location.origin, login_required: false }}
      data-testid="install-base-info"
    >
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item name="site_name" label={t('site_name')} rules={[
        { required: true, message: text('error.install.site_name_required') },
        { max: SITE_NAME_MAX, message: text('error.install.site_name_too_long') },
      ]}>
        <Input />
      </Form.Item>
      <Form.Item name="site_url" label={t('site_url')} rules={[
        { required: true, message: text('error.install.site_url_required') },
        { max: SITE_URL_MAX, message: text('error.install.site_url_too_long') },
        { type: 'url', message: text('error.install.site_url_invalid') },
      ]}>
        <Input />
      </Form.Item>
      <Form.Item name="contact_email" label={t('contact_email')} rules={[{ required: true, message: text('error.email.invalid') }, email]}>
        <Input />
      </Form.Item>
      <Form.Item name="login_required" valuePropName="checked">
        <Checkbox>{t('login_required')}</Checkbox>
      </Form.Item>
      <Form.Item name="name" label={t('admin_name')} rules={[
        { required: true, message: text('error.user.name_required') },
        { max: NAME_MAX, message: text('error.user.name_too_long') },
      ]}>
        <Input />
      </Form.Item>
      <Form.Item name="password" label={t('admin_password')} rules={[
        { required: true, message: text('error.password.length') },
        { min: PASSWORD_MIN, max: PASSWORD_MAX, message: text('error.password.length') },
      ]}>
        <Input.Password />
      </Form.Item>
      <Form.Item name="email" label={t('admin_email')} rules={[{ required: true, message: text('error.email.invalid') }, email]}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('next')}
      </Button>
    </Form>
  );
}
