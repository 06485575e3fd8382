import { Form, Input } from 'antd';
import { LEGAL_TEXT_MAX, type UpdateSiteLegalBody } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { SettingsForm } from './settings-form';
import { useGetSiteLegalSettingsQuery, useUpdateSiteLegalSettingsMutation } from './site-settings-api';

type Values = Required<Pick<UpdateSiteLegalBody, 'terms_of_service_original_text' | 'privacy_policy_original_text'>>;

/**
 * /admin/legal: the terms of service and privacy policy in markdown, shown at /tos and /privacy. Only the markdown
 * is sent: the server renders and sanitizes it.
 */
export function LegalSettingsPage() {
  const { t } = useTranslation('admin');
  const { data } = useGetSiteLegalSettingsQuery();
  const [save, { isLoading }] = useUpdateSiteLegalSettingsMutation();
  const values: Values | undefined = data && {
    terms_of_service_original_text: data.terms_of_service_original_text,
    privacy_policy_original_text: data.privacy_policy_original_text,
  };
  return (
    <SettingsForm<Values> id="legal-settings" data={values} save={save} saving={isLoading} intro={t('site_settings.legal.intro')}>
      <Form.Item name="terms_of_service_original_text" label={t('site_settings.legal.tos')} extra={t('site_settings.legal.markdown_hint', { path: '/tos' })}>
        <Input.TextArea rows={10} maxLength={LEGAL_TEXT_MAX} data-testid="legal-tos" />
      </Form.Item>
      <Form.Item name="privacy_policy_original_text" label={t('site_settings.legal.privacy')} extra={t('site_settings.legal.markdown_hint', { path: '/privacy' })}>
        <Input.TextArea rows={10} maxLength={LEGAL_TEXT_MAX} data-testid="legal-privacy" />
      </Form.Item>
    </SettingsForm>
  );
}
