import { useState } from 'react';
import { Alert, Segmented, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { PluginListItem } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { DelayedSkeleton, SmartLink } from '@site/shared/ui';
import { pluginConfigPath } from '../../components/admin-menu';
import { useGetAdminPluginsQuery, useUpdatePluginStatusMutation } from '../../components/plugins-api';
import '../../components/texts';
import './texts';

type Filter = 'all' | 'active' | 'inactive';
const KNOWN_TYPES = new Set(['connector', 'search', 'route', 'captcha']);

/**
 * /admin/installed-plugins: every installed plugin with its switch (PUT plugin/status, live: no restart) and, when
 * it declares config fields, a link to its page. The filter is Answer's `status` query. A plugin whose code failed
 * to load or start shows its error and a "Failed" tag instead of a switch: it stays off until fixed and restarted.
 */
export function InstalledPluginsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const [filter, setFilter] = useState<Filter>('all');
  const { data } = useGetAdminPluginsQuery(filter === 'all' ? {} : { status: filter });
  const [setStatus, { isLoading: switching, originalArgs }] = useUpdatePluginStatusMutation();

  const columns: TableColumnsType<PluginListItem> = [
    {
      title: t('plugins.name'),
      dataIndex: 'name',
      render: (name: string, p) => (
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          {p.description && <div>{p.description}</div>}
          {p.link && /^https?:\/\//.test(p.link) && (
            <a href={p.link} target="_blank" rel="noopener noreferrer">
              {t('plugins.homepage')}
            </a>
          )}
          {p.error && (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 8 }}
              title={t('plugins.failed_title')}
              description={p.error}
              data-testid={`plugin-error-${p.slug_name}`}
            />
          )}
        </div>
      ),
    },
    { title: t('plugins.version'), dataIndex: 'version', width: 100 },
    { title: t('plugins.type'), dataIndex: 'type', width: 140, render: (type: string) => (KNOWN_TYPES.has(type) ? t(`plugins.type.${type}`) : type) },
    {
      title: t('plugins.status'),
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, p) =>
        p.error ? (
          <Tag color="error">{t('plugins.failed')}</Tag>
        ) : (
          <Switch
            checked={enabled}
            aria-label={t('plugins.switch', { name: p.name })}
            loading={switching && originalArgs?.plugin_slug_name === p.slug_name}
            onChange={(on) => void setStatus({ plugin_slug_name: p.slug_name, enabled: on })}
            data-testid={`plugin-switch-${p.slug_name}`}
          />
        ),
    },
    {
      title: t('plugins.action'),
      width: 110,
      render: (_: unknown, p) => (p.have_config ? <SmartLink to={pluginConfigPath(p.slug_name)}>{t('plugins.settings')}</SmartLink> : null),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="installed-plugins">
      <Typography.Paragraph>{t('plugins.intro')}</Typography.Paragraph>
      <Segmented<Filter>
        aria-label={t('plugins.filter')}
        value={filter}
        onChange={setFilter}
        options={(['all', 'active', 'inactive'] as const).map((value) => ({ value, label: t(`plugins.filter.${value}`) }))}
      />
      {data ? (
        <Table<PluginListItem> rowKey="slug_name" columns={columns} dataSource={data} pagination={false} locale={{ emptyText: t('plugins.empty') }} scroll={{ x: 640 }} />
      ) : (
        <DelayedSkeleton />
      )}
    </Space>
  );
}
