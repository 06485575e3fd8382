import { Form, Input, Switch } from 'antd';
import { SITE_DESCRIPTION_MAX, SITE_NAME_MAX, SITE_SHORT_DESCRIPTION_MAX, SITE_URL_MAX, type SiteGeneralSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { MaintenanceSwitch } from './maintenance-switch';
import { SettingsForm } from './settings-form';
import { useGetSiteGeneralSettingsQuery, useUpdateSiteGeneralSettingsMutation } from './site-settings-api';

/** /admin/general: the site's name (the header shows it), address, descriptions and contact email; maintenance mode. */
export function GeneralSettingsPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const { data } = useGetSiteGeneralSettingsQuery();
  const [save, { isLoading }] = useUpdateSiteGeneralSettingsMutation();
  return (
    <>
      <SettingsForm<SiteGeneralSettings> id="general-settings" data={data} save={save} saving={isLoading} intro={t('site_settings.general.intro')}>
        <Form.Item
          name="name"
          label={t('site_settings.general.name')}
          rules={[
            { required: true, whitespace: true, message: t('errors:error.install.site_name_required') },
            { max: SITE_NAME_MAX, message: t('errors:error.install.site_name_too_long') },
          ]}
        >
          <Input data-testid="general-name" />
        </Form.Item>
        <Form.Item
          name="site_url"
          label={t('site_settings.general.site_url')}
          extra={t('site_settings.general.site_url_hint')}
          rules={[
            { required: true, whitespace: true, message: t('errors:error.install.site_url_required') },
            { max: SITE_URL_MAX, message: t('errors:error.install.site_url_too_long') },
            { pattern: /^https?:\/\/\S+$/i, message: t('errors:error.install.site_url_invalid') },
          ]}
        >
          <Input data-testid="general-site-url" />
        </Form.Item>
        <Form.Item name="short_description" label={t('site_settings.general.short_description')} extra={t('site_settings.general.short_description_hint')}>
          <Input maxLength={SITE_SHORT_DESCRIPTION_MAX} data-testid="general-short-description" />
        </Form.Item>
        <Form.Item name="description" label={t('site_settings.general.description')} extra={t('site_settings.general.description_hint')}>
          <Input.TextArea rows={3} maxLength={SITE_DESCRIPTION_MAX} data-testid="general-description" />
        </Form.Item>
        <Form.Item
          name="contact_email"
          label={t('site_settings.general.contact_email')}
          extra={t('site_settings.general.contact_email_hint')}
          rules={[{ required: true, type: 'email', message: t('errors:error.email.invalid') }]}
        >
          <Input data-testid="general-contact-email" />
        </Form.Item>
        <Form.Item name="check_update" label={t('site_settings.general.check_update')} valuePropName="checked">
          <Switch data-testid="general-check-update" />
        </Form.Item>
      </SettingsForm>
      <MaintenanceSwitch />
    </>
  );
}
