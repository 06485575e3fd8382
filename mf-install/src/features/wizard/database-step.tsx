import { useState } from 'react';
import { Alert, Button, Form, Input, Radio } from 'antd';
import type { DbConfig } from '@site/shared/contract';
import { errorMessage, useCheckInstallDbMutation } from './install-api';
import { useInstallText, useWizardText } from './use-install-text';

/** Step 2: embedded PostgreSQL (default, nothing to fill in) or an external PostgreSQL. */
export function DatabaseStep({ value, onNext }: { value: DbConfig; onNext: (db: DbConfig) => void }) {
  const { t } = useWizardText();
  const text = useInstallText();
  const [form] = Form.useForm<DbConfig>();
  const dbType = Form.useWatch('db_type', form) ?? value.db_type;
  const [check, { isLoading }] = useCheckInstallDbMutation();
  const [error, setError] = useState<string>();

  const onFinish = async (db: DbConfig) => {
    setError(undefined);
    try {
      const result = await check(db).unwrap();
      if (!result.db_connection_success) return setError(text('error.install.db_connection_failed'));
      onNext(db);
    } catch (err) {
      setError(errorMessage(err, text('error.install.db_connection_failed')));
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={value} onFinish={onFinish} data-testid="install-database">
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item name="db_type" label={t('db_type')}>
        <Radio.Group
          options={[
            { value: 'embedded', label: t('db_embedded') },
            { value: 'postgres', label: 'PostgreSQL' },
          ]}
        />
      </Form.Item>
      {dbType === 'postgres' && (
        <>
          <Form.Item name="db_host" label={t('db_host')} rules={[{ required: true }]}>
            <Input placeholder="127.0.0.1:5432" />
          </Form.Item>
          <Form.Item name="db_name" label={t('db_name')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="db_username" label={t('db_username')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="db_password" label={t('db_password')}>
            <Input.Password />
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('next')}
      </Button>
    </Form>
  );
}
