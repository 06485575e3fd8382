import { Button, Form, Input, InputNumber } from 'antd';
import { RECHARGE_BATCH_MAX } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formFieldErrors } from '../../components/form-errors';
import type { IssuedBatch } from './codes-csv';
import { useCreateRechargeBatchMutation } from './recharge-api';
import '../../components/texts';
import './texts';

interface Values {
  amount: number;
  count: number;
  memo?: string;
}

/** Issues a batch: points per code, how many codes, a memo for the admin's own records. */
export function IssueForm({ onIssued }: { onIssued: (batch: IssuedBatch) => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const [issue, { isLoading }] = useCreateRechargeBatchMutation();
  const onFinish = async (values: Values) => {
    const result = await issue({ amount: values.amount, count: values.count, memo: values.memo ?? '' });
    if ('error' in result) form.setFields(formFieldErrors(result.error) as Parameters<typeof form.setFields>[0]);
    else onIssued(result.data);
  };
  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} data-testid="recharge-issue-form" style={{ maxWidth: 480 }}>
      <Form.Item name="amount" label={t('recharge.amount')}>
        <InputNumber suffix={t('unit.points')} style={{ width: 200 }} data-testid="recharge-amount" />
      </Form.Item>
      <Form.Item name="count" label={t('recharge.count')} extra={t('recharge.count_help', { max: RECHARGE_BATCH_MAX })}>
        <InputNumber style={{ width: 200 }} data-testid="recharge-count" />
      </Form.Item>
      <Form.Item name="memo" label={t('recharge.memo')} extra={t('recharge.memo_help')}>
        <Input data-testid="recharge-memo" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="recharge-issue">
        {t('recharge.issue')}
      </Button>
    </Form>
  );
}
