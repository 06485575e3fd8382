import { useMemo } from 'react';
import { Form, Select } from 'antd';
import { useGetLanguageOptionsQuery } from '@site/shared/api';
import type { SiteInterfaceSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { SettingsForm } from './settings-form';
import { useGetSiteInterfaceSettingsQuery, useUpdateSiteInterfaceSettingsMutation } from './site-settings-api';
import { timeZoneGroups } from './time-zones';

/**
 * /admin/interface: the site's language (or each visitor's browser language) and the time zone every date is shown
 * in. The default avatar is with the users settings (as in Answer 2.0).
 */
export function InterfaceSettingsPage() {
  const { t } = useTranslation('admin');
  const { data } = useGetSiteInterfaceSettingsQuery();
  const { data: languages = [] } = useGetLanguageOptionsQuery();
  const [save, { isLoading }] = useUpdateSiteInterfaceSettingsMutation();
  const zones = useMemo(() => timeZoneGroups(), []);
  const languageOptions = [{ label: t('site_settings.interface.language_default'), value: 'Default' }, ...languages];
  return (
    <SettingsForm<SiteInterfaceSettings> id="interface-settings" data={data} save={save} saving={isLoading} intro={t('site_settings.interface.intro')}>
      <Form.Item name="language" label={t('site_settings.interface.language')} rules={[{ required: true }]}>
        <Select options={languageOptions} data-testid="interface-language" />
      </Form.Item>
      <Form.Item name="time_zone" label={t('site_settings.interface.time_zone')} extra={t('site_settings.interface.time_zone_hint')} rules={[{ required: true }]}>
        <Select showSearch options={zones} optionFilterProp="value" data-testid="interface-time-zone" />
      </Form.Item>
    </SettingsForm>
  );
}
