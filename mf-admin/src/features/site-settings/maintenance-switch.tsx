import { Card, Switch, Typography } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { useGetSiteMaintenanceQuery, useUpdateSiteMaintenanceMutation } from './site-settings-api';
import './maintenance-texts';

/**
 * Maintenance mode's switch (our extension: admin siteinfo/maintenance). It applies at once, without the general
 * form's Save: shutting members out is a decision of its own, not a field to save along with the site's name.
 */
export function MaintenanceSwitch() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const { data } = useGetSiteMaintenanceQuery();
  const [update, { isLoading }] = useUpdateSiteMaintenanceMutation();
  const onChange = async (enabled: boolean) => {
    const result = await update({ enabled });
    if (!('error' in result)) dispatch(pushToast({ type: 'success', msg: t(enabled ? 'site_settings.maintenance.turned_on' : 'site_settings.maintenance.turned_off') }));
  };
  return (
    <Card title={t('site_settings.maintenance.title')} size="small" style={{ marginTop: 24, maxWidth: 640 }}>
      <label style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Switch
          data-testid="maintenance-switch"
          aria-label={t('site_settings.maintenance.label')}
          checked={data?.enabled ?? false}
          disabled={!data}
          loading={isLoading}
          onChange={onChange}
        />
        <span>{t('site_settings.maintenance.label')}</span>
      </label>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('site_settings.maintenance.hint')}
      </Typography.Paragraph>
    </Card>
  );
}
