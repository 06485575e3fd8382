import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { verificationBodySchema, type Verification } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatDate } from '@site/shared/page';
import { DelayedSkeleton } from '@site/shared/ui';
import { applyServerErrors, useSchemaRule } from '../../components/form-rules';
import { FRESH, PointsFigures, useGetVerificationQuery, useSubmitVerificationMutation } from '../points-common';
import './texts';

interface Values {
  real_name: string;
  id_number: string;
}
const FIELDS = ['real_name', 'id_number'] as const;
const STATUS_ALERT = { pending: 'info', approved: 'success', rejected: 'error' } as const;

/** What was submitted, as the member may see it: the name and the masked number. */
function Submitted({ v }: { v: Verification }) {
  const { t } = useTranslation('users');
  return (
    <PointsFigures
      items={[
        { key: 'name', label: t('points.verification.real_name'), children: v.real_name },
        { key: 'number', label: t('points.verification.id_number'), children: <span data-testid="verification-masked">{v.id_number_masked}</span> },
        { key: 'when', label: t('points.verification.submitted_at'), children: formatDate(v.submitted_at) },
      ]}
    />
  );
}

function VerificationForm({ v }: { v: Verification }) {
  const { t } = useTranslation(['users', 'common']);
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const [submit, { isLoading }] = useSubmitVerificationMutation();
  const [message, setMessage] = useState<string>();
  const onFinish = async (values: Values) => {
    setMessage(undefined);
    try {
      await submit(values).unwrap();
    } catch (err) {
      setMessage(applyServerErrors(form, err, FIELDS, t('common:toast.operation_failed')));
    }
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      initialValues={{ real_name: v.real_name }}
      data-testid="verification-form"
      style={{ maxWidth: 420 }}
    >
      {message && <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />}
      <Form.Item name="real_name" label={t('points.verification.real_name')} rules={[rule(verificationBodySchema.shape.real_name)]}>
        <Input autoComplete="name" data-testid="verification-name" />
      </Form.Item>
      <Form.Item
        name="id_number"
        label={t('points.verification.id_number')}
        rules={[rule(verificationBodySchema.shape.id_number)]}
        extra={t('points.verification.id_number_help')}
      >
        <Input autoComplete="off" spellCheck={false} data-testid="verification-number" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="verification-submit">
        {t(v.status === 'rejected' ? 'points.verification.resubmit' : 'points.verification.submit')}
      </Button>
    </Form>
  );
}

/**
 * /points/verification: cash-out needs the member's real name, checked by an admin. The status, what was sent
 * (the number masked), the admin's reason after a rejection, and the form while none is waiting or approved.
 */
export function VerificationPage() {
  const { t } = useTranslation('users');
  const { data: v } = useGetVerificationQuery(undefined, FRESH);
  if (!v) return <DelayedSkeleton />;
  return (
    <section data-testid="points-verification">
      <Typography.Paragraph>{t('points.verification.intro')}</Typography.Paragraph>
      {v.status !== 'none' && (
        <>
          <Alert
            type={STATUS_ALERT[v.status]}
            showIcon
            data-testid="verification-status"
            title={t(`points.verification.status.${v.status}`)}
            description={v.status === 'rejected' ? t('points.verification.reason', { reason: v.reason }) : undefined}
            style={{ marginBottom: 16 }}
          />
          <Submitted v={v} />
        </>
      )}
      {(v.status === 'none' || v.status === 'rejected') && <VerificationForm v={v} />}
    </section>
  );
}
