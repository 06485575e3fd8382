import { useState } from 'react';
import { Alert, Button, Form, InputNumber, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { withdrawalBodySchema, type PointsSummary, type Verification } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatPoints, POINTS_PATHS } from '@site/shared/lib';
import { DelayedSkeleton } from '@site/shared/ui';
import { applyServerErrors, useSchemaRule } from '../../components/form-rules';
import { FRESH, PointsFigures, useGetPointsSummaryQuery, useGetVerificationQuery, useRequestWithdrawalMutation } from '../points-common';
import { WithdrawalList } from './withdrawal-list';
import './texts';

interface Values {
  amount: number;
}

/** The steps still to take before cashing out, each linking to its page (empty: the member may ask). */
function MissingSteps({ s, v }: { s: PointsSummary; v: Verification }) {
  const { t } = useTranslation('users');
  const steps = [
    ...(s.level ? [] : [{ key: 'entry', to: POINTS_PATHS.entry, text: t('points.withdrawal.step_entry') }]),
    ...(v.status === 'approved'
      ? []
      : [{ key: 'verification', to: POINTS_PATHS.verification, text: t(v.status === 'pending' ? 'points.withdrawal.step_verification_pending' : 'points.withdrawal.step_verification') }]),
  ];
  if (steps.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="withdrawal-steps"
      title={t('points.withdrawal.steps_title')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {steps.map((step) => (
            <li key={step.key}>
              <Link to={step.to}>{step.text}</Link>
            </li>
          ))}
        </ul>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

function RequestForm({ s, ready }: { s: PointsSummary; ready: boolean }) {
  const { t } = useTranslation(['users', 'common']);
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const [request, { isLoading }] = useRequestWithdrawalMutation();
  const [sent, setSent] = useState<number>();
  const onFinish = async ({ amount }: Values) => {
    setSent(undefined);
    try {
      const w = await request({ amount }).unwrap();
      setSent(w.amount);
      form.resetFields();
    } catch (err) {
      // Below the minimum, more than the balance: the server's word on what was typed, shown on the field.
      const message = applyServerErrors(form, err, ['amount'], t('common:toast.operation_failed'));
      if (message) form.setFields([{ name: 'amount', errors: [message] }]);
    }
  };
  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={!ready} data-testid="withdrawal-form" style={{ maxWidth: 420 }}>
      {sent !== undefined && (
        <Alert type="success" showIcon data-testid="withdrawal-sent" title={t('points.withdrawal.sent', { amount: formatPoints(sent) })} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        name="amount"
        label={t('points.withdrawal.amount_label')}
        rules={[rule(withdrawalBodySchema.shape.amount)]}
        extra={t('points.withdrawal.amount_help', { min: formatPoints(s.withdrawal_min), fee: s.withdrawal_fee_percent })}
      >
        <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="withdrawal-amount" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="withdrawal-submit">
        {t('points.withdrawal.submit')}
      </Button>
    </Form>
  );
}

/**
 * /points/withdrawal: the balance, minimum and fee; the steps still missing (platform entry, real-name verification),
 * each linked; the request form, usable once both are done; and the member's requests.
 */
export function WithdrawalPage() {
  const { t } = useTranslation('users');
  const { data: s } = useGetPointsSummaryQuery(undefined, FRESH);
  const { data: v } = useGetVerificationQuery(undefined, FRESH);
  if (!s || !v) return <DelayedSkeleton />;
  const ready = s.level !== null && v.status === 'approved';
  return (
    <section data-testid="points-withdrawal">
      <Typography.Paragraph>{t('points.withdrawal.intro')}</Typography.Paragraph>
      <PointsFigures
        items={[
          { key: 'balance', label: t('points.withdrawal.balance'), children: t('points.amount', { amount: formatPoints(s.score) }) },
          { key: 'min', label: t('points.withdrawal.minimum'), children: <span data-testid="withdrawal-min">{t('points.amount', { amount: formatPoints(s.withdrawal_min) })}</span> },
          { key: 'fee', label: t('points.withdrawal.fee_percent'), children: <span data-testid="withdrawal-fee">{`${s.withdrawal_fee_percent}%`}</span> },
        ]}
      />
      <MissingSteps s={s} v={v} />
      <RequestForm s={s} ready={ready} />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('points.withdrawal.mine')}
      </Typography.Title>
      <WithdrawalList />
    </section>
  );
}
