import { Form, Input, Radio, Switch } from 'antd';
import type { SiteUsersSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { SettingsForm } from './settings-form';
import { useGetSiteUsersSettingsQuery, useUpdateSiteUsersSettingsMutation } from './site-settings-api';

const EDITABLE = ['allow_update_display_name', 'allow_update_username', 'allow_update_avatar', 'allow_update_bio', 'allow_update_website', 'allow_update_location'] as const;

/** /admin/settings-users: what members may change on their profile, and the default avatar (system or Gravatar). */
export function UsersSettingsPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const { data } = useGetSiteUsersSettingsQuery();
  const [save, { isLoading }] = useUpdateSiteUsersSettingsMutation();
  return (
    <SettingsForm<SiteUsersSettings> id="users-settings" data={data} save={save} saving={isLoading} intro={t('site_settings.users.intro')}>
      <Form.Item name="default_avatar" label={t('site_settings.users.default_avatar')} extra={t('site_settings.users.default_avatar_hint')}>
        <Radio.Group data-testid="users-default-avatar">
          <Radio value="system">{t('site_settings.users.avatar_system')}</Radio>
          <Radio value="gravatar">{t('site_settings.users.avatar_gravatar')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="gravatar_base_url"
        label={t('site_settings.users.gravatar_base_url')}
        rules={[{ required: true, pattern: /^https?:\/\/\S+$/i, message: t('errors:error.website.invalid') }]}
      >
        <Input data-testid="users-gravatar-base-url" />
      </Form.Item>
      {EDITABLE.map((name) => (
        <Form.Item key={name} name={name} label={t(`site_settings.users.${name}`)} valuePropName="checked">
          <Switch data-testid={`users-${name}`} />
        </Form.Item>
      ))}
    </SettingsForm>
  );
}
