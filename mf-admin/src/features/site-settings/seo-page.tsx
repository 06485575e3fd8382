import { Form, Input, Radio, Space } from 'antd';
import { ROBOTS_MAX, type SiteSeoSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { SettingsForm } from './settings-form';
import { useGetSiteSeoSettingsQuery, useUpdateSiteSeoSettingsMutation } from './site-settings-api';

/** Answer's four permalink forms (spec section 9: 1 to 4). */
const PERMALINKS = [1, 2, 3, 4] as const;

/** /admin/seo: the form of question addresses and robots.txt. */
export function SeoSettingsPage() {
  const { t } = useTranslation('admin');
  const { data } = useGetSiteSeoSettingsQuery();
  const [save, { isLoading }] = useUpdateSiteSeoSettingsMutation();
  return (
    <SettingsForm<SiteSeoSettings> id="seo-settings" data={data} save={save} saving={isLoading} intro={t('site_settings.seo.intro')}>
      <Form.Item name="permalink" label={t('site_settings.seo.permalink')} extra={t('site_settings.seo.permalink_hint')} rules={[{ required: true }]}>
        <Radio.Group data-testid="seo-permalink">
          <Space orientation="vertical">
            {PERMALINKS.map((p) => (
              <Radio key={p} value={p}>
                {t(`site_settings.seo.permalink_${p}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="robots" label={t('site_settings.seo.robots')} extra={t('site_settings.seo.robots_hint')}>
        <Input.TextArea rows={8} maxLength={ROBOTS_MAX} style={{ fontFamily: 'monospace' }} data-testid="seo-robots" />
      </Form.Item>
    </SettingsForm>
  );
}
