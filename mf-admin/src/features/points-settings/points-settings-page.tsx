import type { ReactNode } from 'react';
import { Button, Divider, Form, InputNumber, Switch } from 'antd';
import type { PointsSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { formFieldErrors } from '../../components/form-errors';
import { LevelsTable } from './levels-table';
import { useGetAdminPointsSettingsQuery, useUpdateAdminPointsSettingsMutation } from './settings-api';
import '../../components/texts';
import './texts';

type NumberField = Exclude<keyof PointsSettings, 'exchange_enabled' | 'levels'>;

/** The form's sections: each number field with its label and unit (the bounds are the server's). */
const SECTIONS: { key: string; fields: { name: NumberField; unit?: 'percent' | 'points' | 'days' | 'votes' }[] }[] = [
  { key: 'posts', fields: [{ name: 'fee_percent', unit: 'percent' }, { name: 'score_min', unit: 'points' }, { name: 'score_max', unit: 'points' }] },
  { key: 'bounties', fields: [{ name: 'bounty_days', unit: 'days' }, { name: 'bounty_min_votes', unit: 'votes' }] },
  { key: 'cash_out', fields: [{ name: 'withdrawal_min', unit: 'points' }, { name: 'withdrawal_fee_percent', unit: 'percent' }] },
];

/** /admin/points/settings: every points setting and the platform-entry levels; saved whole with PUT points/settings. */
export function PointsSettingsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { data } = useGetAdminPointsSettingsQuery();
  const [save, { isLoading }] = useUpdateAdminPointsSettingsMutation();
  const [form] = Form.useForm<PointsSettings>();
  const dispatch = useAppDispatch();
  if (!data) return <DelayedSkeleton />;

  const onFinish = async (values: PointsSettings) => {
    const result = await save(values);
    if ('error' in result) form.setFields(formFieldErrors(result.error) as Parameters<typeof form.setFields>[0]);
    else dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
  };
  const numberField = (name: NumberField, unit?: string): ReactNode => (
    <Form.Item key={name} name={name} label={t(`settings.${name}`)} extra={t(`settings.${name}_help`)}>
      <InputNumber suffix={unit && t(`unit.${unit}`)} style={{ width: 200 }} data-testid={`settings-${name}`} />
    </Form.Item>
  );

  return (
    <Form<PointsSettings> form={form} layout="vertical" initialValues={data} onFinish={(v) => void onFinish(v)} data-testid="points-settings-form">
      {SECTIONS.map((section) => (
        <section key={section.key}>
          <Divider titlePlacement="start">{t(`settings.section.${section.key}`)}</Divider>
          {section.fields.map((f) => numberField(f.name, f.unit))}
        </section>
      ))}
      <Divider titlePlacement="start">{t('settings.section.exchange')}</Divider>
      <Form.Item name="exchange_enabled" label={t('settings.exchange_enabled')} valuePropName="checked">
        <Switch data-testid="settings-exchange_enabled" />
      </Form.Item>
      <LevelsTable />
      <Button type="primary" htmlType="submit" loading={isLoading} style={{ marginTop: 24 }} data-testid="settings-save">
        {t('settings.save')}
      </Button>
    </Form>
  );
}
