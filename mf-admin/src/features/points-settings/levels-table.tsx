import { Button, Form, Input, InputNumber, Table, Typography } from 'antd';
import { REPUTATION_LEVELS_MAX } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/**
 * The platform-entry levels as an editable table (a Form.List named `levels`): a row per level, added and removed
 * freely; the server's errors show under the cell they name (`levels.2.title`) or, for the whole list, below it.
 */
export function LevelsTable() {
  const { t } = useTranslation('admin');
  return (
    <Form.List name="levels">
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="levels-table">
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('settings.levels')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('settings.levels_help')}</Typography.Paragraph>
          <Table
            dataSource={fields}
            rowKey="key"
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('settings.levels_empty') }}
            columns={[
              {
                title: t('settings.level_title'),
                render: (_, f, i) => (
                  <Form.Item name={[f.name, 'title']} style={{ margin: 0 }}>
                    <Input aria-label={t('settings.level_title')} data-testid={`level-${i}-title`} />
                  </Form.Item>
                ),
              },
              {
                title: t('settings.level_rank'),
                render: (_, f, i) => (
                  <Form.Item name={[f.name, 'redeem_rank_points']} style={{ margin: 0 }}>
                    <InputNumber aria-label={t('settings.level_rank')} data-testid={`level-${i}-rank`} />
                  </Form.Item>
                ),
              },
              {
                title: t('settings.level_ratio'),
                render: (_, f, i) => (
                  <Form.Item name={[f.name, 'rank_to_point']} style={{ margin: 0 }}>
                    <InputNumber aria-label={t('settings.level_ratio')} step={0.1} data-testid={`level-${i}-ratio`} />
                  </Form.Item>
                ),
              },
              {
                title: '',
                render: (_, f, i) => (
                  <Button type="link" danger onClick={() => remove(f.name)} data-testid={`level-${i}-remove`}>
                    {t('settings.level_remove')}
                  </Button>
                ),
              },
            ]}
          />
          <Form.ErrorList errors={errors} />
          <Button onClick={() => add({ title: '' })} disabled={fields.length >= REPUTATION_LEVELS_MAX} style={{ marginTop: 8 }} data-testid="level-add">
            {t('settings.level_add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
