import { useState } from 'react';
import { Alert, Button, Form, Input, Radio } from 'antd';
import type { DbConfig } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { errorMessage, useCheckInstallDbMutation } from './install-api';
import { useInstallText } from './use-install-text';

/** Step 2: embedded PostgreSQL (default, nothing to fill in) or an external PostgreSQL. */
export function DatabaseStep({ value, onNext }: { value: DbConfig; onNext: (db: DbConfig) => void }) {
  const { t } = useTranslation();
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
      <Form.Item name="db_type" label={t('install.db_type', 'Database')}>
        <Radio.Group
          options={[
            { value: 'embedded', label: t('install.db_embedded', 'Embedded (no set-up)') },
            { value: 'postgres', label: 'PostgreSQL' },
          ]}
        />
      </Form.Item>
      {dbType === 'postgres' && (
        <>
          <Form.Item name="db_host" label={t('install.db_host', 'Host')} rules={[{ required: true }]}>
            <Input placeholder="127.0.0.1:5432" />
          </Form.Item>
          <Form.Item name="db_name" label={t('install.db_name', 'Database name')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="db_username" label={t('install.db_username', 'User')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="db_password" label={t('install.db_password', 'Password')}>
            <Input.Password />
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('install.next', 'Next')}
      </Button>
    </Form>
  );
}
