import { useParams } from 'react-router-dom';
import { mapFieldErrors } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton, ErrorPage, PluginConfigForm } from '@site/shared/ui';
import { useGetUserPluginConfigQuery, useGetUserPluginConfigsQuery, useUpdateUserPluginConfigMutation } from '../../components/user-plugins-api';
import './texts';

/**
 * /users/settings/<slug_name>: the member's own settings of a plugin (GET/PUT user/plugin/config), a form built from
 * the fields the plugin declares. A plugin that is not installed, is off or has no member settings is a 404.
 */
export function PluginSettingsPage() {
  const { t } = useTranslation(['users', 'common']);
  const dispatch = useAppDispatch();
  const slug = useParams().slug_name ?? '';
  const { data: plugins } = useGetUserPluginConfigsQuery();
  const listed = plugins?.some((p) => p.slug_name === slug);
  const { data: config } = useGetUserPluginConfigQuery({ plugin_slug_name: slug }, { skip: !listed, refetchOnMountOrArgChange: true });
  const [save, { isLoading }] = useUpdateUserPluginConfigMutation();
  if (plugins && !listed) return <ErrorPage code="404" />;
  if (!config) return <DelayedSkeleton />;

  const onSave = async (values: Record<string, unknown>) => {
    const result = await save({ plugin_slug_name: slug, config_fields: values });
    if ('error' in result) return mapFieldErrors(result.error);
    dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
    return [];
  };
  return (
    <PluginConfigForm
      key={JSON.stringify(config)}
      fields={config.config_fields}
      onSave={onSave}
      saving={isLoading}
      submitLabel={t('settings.plugin.save')}
      testId="plugin-settings-form"
    />
  );
}
