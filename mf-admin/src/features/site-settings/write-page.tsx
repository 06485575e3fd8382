import { Form, Select, Switch } from 'antd';
import { TAG_NAME_MAX, TAG_SLUG_PATTERN, type SiteWriteSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { SettingsForm } from './settings-form';
import { useGetSiteWriteSettingsQuery, useUpdateSiteWriteSettingsMutation } from './site-settings-api';

/** Every slug of a tag list is one the server takes (lower-cased there). */
const slugsValid = (slugs: string[] = []) => slugs.every((s) => s.length <= TAG_NAME_MAX && TAG_SLUG_PATTERN.test(s.trim().toLowerCase()));

/** /admin/write: one answer per member per question, recommended tags (and whether one is required), reserved tags. */
export function WriteSettingsPage() {
  const { t } = useTranslation('admin');
  const { data } = useGetSiteWriteSettingsQuery();
  const [save, { isLoading }] = useUpdateSiteWriteSettingsMutation();
  const tagRule = { validator: (_: unknown, v: string[]) => (slugsValid(v) ? Promise.resolve() : Promise.reject(new Error(t('site_settings.write.slug_invalid')))) };
  return (
    <SettingsForm<SiteWriteSettings> id="write-settings" data={data} save={save} saving={isLoading} intro={t('site_settings.write.intro')}>
      <Form.Item name="restrict_answer" label={t('site_settings.write.restrict_answer')} extra={t('site_settings.write.restrict_answer_hint')} valuePropName="checked">
        <Switch data-testid="write-restrict-answer" />
      </Form.Item>
      <Form.Item name="recommend_tags" label={t('site_settings.write.recommend_tags')} extra={t('site_settings.write.recommend_tags_hint')} rules={[tagRule]}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} data-testid="write-recommend-tags" />
      </Form.Item>
      <Form.Item name="required_tag" label={t('site_settings.write.required_tag')} extra={t('site_settings.write.required_tag_hint')} valuePropName="checked">
        <Switch data-testid="write-required-tag" />
      </Form.Item>
      <Form.Item name="reserved_tags" label={t('site_settings.write.reserved_tags')} extra={t('site_settings.write.reserved_tags_hint')} rules={[tagRule]}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} data-testid="write-reserved-tags" />
      </Form.Item>
    </SettingsForm>
  );
}
