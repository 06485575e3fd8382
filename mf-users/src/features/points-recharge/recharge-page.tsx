import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { redeemBodySchema } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatPoints } from '@site/shared/lib';
import { applyServerErrors, useSchemaRule } from '../../components/form-rules';
import { useRedeemRechargeCodeMutation } from '../points-common';
import './texts';

interface Values {
  code: string;
}

/** `from`: the in-site page that sent the member here (a post they could not unlock); anything else is ignored. */
const backPath = (from: string | null) => (from && from.startsWith('/') && !from.startsWith('//') ? from : null);

/**
 * /points/recharge: redeem a code bought from the community's admins; its points land in the balance at once. Sent
 * here from a post they had too few points to unlock (`?from=`), the member is offered the way back to it.
 */
export function RechargePage() {
  const [params] = useSearchParams();
  const back = backPath(params.get('from'));
  const { t } = useTranslation(['users', 'common']);
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const [redeem, { isLoading }] = useRedeemRechargeCodeMutation();
  const [done, setDone] = useState<{ amount: number; score: number }>();

  const onFinish = async ({ code }: Values) => {
    setDone(undefined);
    try {
      setDone(await redeem({ code }).unwrap());
      form.resetFields();
    } catch (err) {
      // An unknown or used code is the server's refusal of what was typed: it belongs on the field.
      const message = applyServerErrors(form, err, ['code'], t('common:toast.operation_failed'));
      if (message) form.setFields([{ name: 'code', errors: [message] }]);
    }
  };

  return (
    <section data-testid="points-recharge" style={{ maxWidth: 480 }}>
      <Typography.Paragraph>{t('points.recharge.intro')}</Typography.Paragraph>
      {back && !done && <Alert type="info" showIcon data-testid="recharge-needed" title={t('points.recharge.needed')} style={{ marginBottom: 16 }} />}
      {done && (
        <Alert
          type="success"
          showIcon
          data-testid="recharge-success"
          title={t('points.recharge.success', { amount: formatPoints(done.amount), score: formatPoints(done.score) })}
          description={
            back && (
              <Link to={back} data-testid="recharge-back">
                {t('points.recharge.back')}
              </Link>
            )
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} data-testid="recharge-form">
        <Form.Item name="code" label={t('points.recharge.code')} rules={[rule(redeemBodySchema.shape.code)]} extra={t('points.recharge.code_help')}>
          <Input autoComplete="off" spellCheck={false} placeholder="XXXXX-XXXXX-XXXXX-XXXXX" data-testid="recharge-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="recharge-submit">
          {t('points.recharge.submit')}
        </Button>
      </Form>
    </section>
  );
}
