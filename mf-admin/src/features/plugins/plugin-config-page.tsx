import type { ReactNode } from 'react';
import { Alert, Space, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { mapFieldErrors } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton, PluginConfigForm } from '@site/shared/ui';
import { useGetAdminPluginsQuery, useGetPluginConfigQuery, useUpdatePluginConfigMutation } from '../../components/plugins-api';
import '../../components/texts';
import './texts';

/**
 * /admin/<slug_name>: a plugin's config form, built from the fields it declares (GET/PUT plugin/config). An address
 * that names no installed plugin shows `fallback` (the admin home), as other unknown admin addresses do.
 */
export function PluginConfigPage({ fallback }: { fallback: ReactNode }) {
  const { t } = useTranslation(['admin', 'common']);
  const dispatch = useAppDispatch();
  const slug = useParams().slug_name ?? '';
  const { data: plugins } = useGetAdminPluginsQuery({});
  const plugin = plugins?.find((p) => p.slug_name === slug);
  const { data: config } = useGetPluginConfigQuery({ plugin_slug_name: slug }, { skip: !plugin, refetchOnMountOrArgChange: true });
  const [save, { isLoading }] = useUpdatePluginConfigMutation();
  if (plugins && !plugin) return <>{fallback}</>;
  if (!plugin || !config) return <DelayedSkeleton />;

  const onSave = async (values: Record<string, unknown>) => {
    const result = await save({ plugin_slug_name: slug, config_fields: values });
    if ('error' in result) return mapFieldErrors(result.error);
    dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
    return [];
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="plugin-config">
      <div>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {config.name} <Typography.Text type="secondary">{config.version}</Typography.Text>
        </Typography.Title>
        {config.description && <Typography.Paragraph>{config.description}</Typography.Paragraph>}
      </div>
      {!plugin.enabled && <Alert type="info" showIcon title={t('plugins.off_notice')} />}
      {config.config_fields.length === 0 ? (
        <Typography.Paragraph>{t('plugins.no_fields')}</Typography.Paragraph>
      ) : (
        <PluginConfigForm key={JSON.stringify(config)} fields={config.config_fields} onSave={onSave} saving={isLoading} submitLabel={t('plugins.save')} testId="plugin-config-form" />
      )}
    </Space>
  );
}
