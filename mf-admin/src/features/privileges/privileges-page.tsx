import { useState } from 'react';
import { Button, InputNumber, Radio, Table, Typography } from 'antd';
import { PrivilegeLevel, type PrivilegeOption, type PrivilegeSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { mapFieldErrors } from '@site/shared/api';
import { useGetPrivilegeSettingsQuery, useUpdatePrivilegeSettingsMutation } from './privileges-api';
import '../../components/texts';
import './texts';

/**
 * /admin/privileges: Answer's presets (low, medium, high) or a custom table of the reputation each action needs,
 * saved with PUT setting/privileges. The table shows the chosen level's values; only the custom one is editable.
 */
export function PrivilegesPage() {
  const { data } = useGetPrivilegeSettingsQuery();
  if (!data) return <DelayedSkeleton />;
  // Keyed: a saved change reloads the settings, and the form starts again from what the server holds.
  return <PrivilegesForm key={JSON.stringify(data)} settings={data} />;
}

type Values = Record<string, number | null>;

function PrivilegesForm({ settings }: { settings: PrivilegeSettings }) {
  const { t } = useTranslation(['admin', 'common']);
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useUpdatePrivilegeSettingsMutation();
  const [level, setLevel] = useState<PrivilegeOption['level']>(settings.selected_level);
  const customOption = settings.options.find((o) => o.level === PrivilegeLevel.custom);
  const [custom, setCustom] = useState<Values>(() => Object.fromEntries((customOption?.privileges ?? []).map((p) => [p.key, p.value])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = settings.options.find((o) => o.level === level) ?? settings.options[0]!;
  const editable = level === PrivilegeLevel.custom;

  const onSave = async () => {
    const body = editable
      ? { level, custom_privileges: Object.entries(custom).map(([key, value]) => ({ key, value: value ?? 0 })) }
      : { level, custom_privileges: [] };
    const result = await save(body);
    if ('error' in result) {
      // `custom_privileges.<i>.value` names a row of what was sent.
      const byRow: Record<string, string> = {};
      for (const { name, errors: msgs } of mapFieldErrors(result.error)) {
        const row = /^custom_privileges\.(\d+)\./.exec(String(name));
        const key = row ? body.custom_privileges[Number(row[1])]?.key : undefined;
        if (key && msgs[0]) byRow[key] = msgs[0];
      }
      setErrors(byRow);
    } else {
      setErrors({});
      dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 760 }} data-testid="privileges-page">
      <Typography.Paragraph>{t('privileges.intro')}</Typography.Paragraph>
      <div>
        <Typography.Text strong id="privilege-level-label">
          {t('privileges.level')}
        </Typography.Text>
        <Radio.Group
          aria-labelledby="privilege-level-label"
          value={level}
          onChange={(e) => setLevel(e.target.value as PrivilegeOption['level'])}
          style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}
          data-testid="privilege-level"
        >
          {settings.options.map((o) => (
            <Radio key={o.level} value={o.level} data-testid={`privilege-level-${o.level}`}>
              {o.level_desc}
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={shown.privileges}
        data-testid="privilege-table"
        columns={[
          { title: t('privileges.action'), dataIndex: 'label' },
          {
            title: t('privileges.reputation'),
            dataIndex: 'value',
            width: 220,
            render: (value: number, row) =>
              editable ? (
                <div>
                  <InputNumber
                    aria-label={row.label}
                    min={1}
                    precision={0}
                    value={custom[row.key] ?? null}
                    status={errors[row.key] ? 'error' : undefined}
                    onChange={(v) => setCustom((c) => ({ ...c, [row.key]: v }))}
                    data-testid={`privilege-value-${row.key}`}
                  />
                  {errors[row.key] && <Typography.Text type="danger" style={{ display: 'block' }}>{errors[row.key]}</Typography.Text>}
                </div>
              ) : (
                <span data-testid={`privilege-value-${row.key}`}>{value}</span>
              ),
          },
        ]}
      />
      <Button type="primary" loading={isLoading} onClick={() => void onSave()} data-testid="privileges-save">
        {t('privileges.save')}
      </Button>
    </div>
  );
}
