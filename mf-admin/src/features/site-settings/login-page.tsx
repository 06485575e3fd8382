import { Form, Select, Switch } from 'antd';
import type { SiteLoginSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { SettingsForm } from './settings-form';
import { useGetSiteLoginSettingsQuery, useUpdateSiteLoginSettingsMutation } from './site-settings-api';

const SWITCHES = ['allow_new_registrations', 'allow_email_registrations', 'allow_password_login', 'login_required'] as const;
const DOMAIN = /^[a-z0-9.-]+\.[a-z]{2,}$/;

/** /admin/login: registrations (open, by email, limited to domains), password login and the private site. */
export function LoginSettingsPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const { data } = useGetSiteLoginSettingsQuery();
  const [save, { isLoading }] = useUpdateSiteLoginSettingsMutation();
  const domainRule = {
    validator: (_: unknown, v: string[] = []) =>
      v.every((d) => DOMAIN.test(d.trim().toLowerCase())) ? Promise.resolve() : Promise.reject(new Error(t('errors:error.email.domain_invalid'))),
  };
  return (
    <SettingsForm<SiteLoginSettings> id="login-settings" data={data} save={save} saving={isLoading} intro={t('site_settings.login.intro')}>
      {SWITCHES.map((name) => (
        <Form.Item key={name} name={name} label={t(`site_settings.login.${name}`)} extra={t(`site_settings.login.${name}_hint`)} valuePropName="checked">
          <Switch data-testid={`login-${name}`} />
        </Form.Item>
      ))}
      <Form.Item name="allow_email_domains" label={t('site_settings.login.allow_email_domains')} extra={t('site_settings.login.allow_email_domains_hint')} rules={[domainRule]}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} data-testid="login-allow-email-domains" />
      </Form.Item>
    </SettingsForm>
  );
}
