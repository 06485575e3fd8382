import { Form } from 'antd';
import type { SiteBrandingSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { BrandingField } from './branding-field';
import { SettingsForm } from './settings-form';
import { useGetSiteBrandingSettingsQuery, useUpdateSiteBrandingSettingsMutation } from './site-settings-api';

const IMAGES = ['logo', 'mobile_logo', 'square_icon', 'favicon'] as const;

/** /admin/branding: the logo the header shows (instead of the name), the mobile logo, the square icon and the favicon. */
export function BrandingSettingsPage() {
  const { t } = useTranslation('admin');
  const { data } = useGetSiteBrandingSettingsQuery();
  const [save, { isLoading }] = useUpdateSiteBrandingSettingsMutation();
  return (
    <SettingsForm<SiteBrandingSettings> id="branding-settings" data={data} save={save} saving={isLoading} intro={t('site_settings.branding.intro')}>
      {IMAGES.map((name) => (
        <Form.Item key={name} name={name} label={t(`site_settings.branding.${name}`)} extra={t(`site_settings.branding.${name}_hint`)}>
          <BrandingField name={name} label={t(`site_settings.branding.${name}`)} />
        </Form.Item>
      ))}
    </SettingsForm>
  );
}
