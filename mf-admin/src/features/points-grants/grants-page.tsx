import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber } from 'antd';
import type { AdminUserItem } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formFieldErrors } from '../../components/form-errors';
import { useGrantPointsMutation } from './grants-api';
import { MemberSelect } from './member-select';
import '../../components/texts';
import './texts';

interface Values {
  user_id: string;
  amount: number;
  reason: string;
}

/**
 * /admin/points/grants: gives a member points, or takes some back (a negative amount), with the reason they read in
 * their statement; then says their new balance. Each submit is one grant.
 */
export function GrantsPage() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const [grant, { isLoading }] = useGrantPointsMutation();
  const [member, setMember] = useState<AdminUserItem | null>(null);
  const [done, setDone] = useState<{ name: string; score: number } | null>(null);

  const onFinish = async (values: Values) => {
    setDone(null);
    const result = await grant({ user_id: values.user_id, amount: values.amount, reason: values.reason ?? '' });
    if ('error' in result) {
      form.setFields(formFieldErrors(result.error) as Parameters<typeof form.setFields>[0]);
      return;
    }
    setDone({ name: member?.display_name || member?.username || values.user_id, score: result.data.score });
    form.setFieldsValue({ amount: undefined, reason: '' });
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} data-testid="grant-form" style={{ maxWidth: 560 }}>
      <Form.Item name="user_id" label={t('grants.member')} extra={t('grants.member_help')}>
        <MemberSelect onPick={setMember} />
      </Form.Item>
      <Form.Item name="amount" label={t('grants.amount')} extra={t('grants.amount_help')}>
        <InputNumber suffix={t('unit.points')} style={{ width: 200 }} data-testid="grant-amount" />
      </Form.Item>
      <Form.Item name="reason" label={t('grants.reason')} extra={t('grants.reason_help')}>
        <Input.TextArea rows={3} data-testid="grant-reason" />
      </Form.Item>
      {done && (
        <Alert type="success" showIcon title={t('grants.done', { name: done.name, count: done.score })} style={{ marginBottom: 16 }} data-testid="grant-result" />
      )}
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="grant-submit">
        {t('grants.submit')}
      </Button>
    </Form>
  );
}
