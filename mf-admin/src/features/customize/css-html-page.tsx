import { Form, Input } from 'antd';
import { CUSTOM_CODE_MAX, type SiteCustomCode } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { SettingsForm } from '../site-settings';
import { useGetSiteCustomCodeQuery, useUpdateSiteCustomCodeMutation } from './customize-api';
import './texts';

const FIELDS = ['custom_css', 'custom_head', 'custom_header', 'custom_footer', 'custom_sidebar'] as const;

/**
 * /admin/css-html: the site's own CSS and HTML, where Answer puts them. The head is put into every page as written
 * (analytics, verification tags); the header, footer and sidebar are shown to everyone, so the server removes
 * scripts, event handlers and javascript: links from them (each field's hint says so).
 */
export function CssHtmlPage() {
  const { t } = useTranslation('admin');
  const { data } = useGetSiteCustomCodeQuery();
  const [save, { isLoading }] = useUpdateSiteCustomCodeMutation();
  return (
    <SettingsForm<SiteCustomCode> id="css-html" data={data} save={save} saving={isLoading} intro={t('customize.css_html.intro')}>
      {FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={t(`customize.css_html.${field}`)} extra={t(`customize.css_html.${field}_hint`)}>
          <Input.TextArea rows={field === 'custom_css' ? 10 : 5} maxLength={CUSTOM_CODE_MAX} style={{ fontFamily: 'monospace' }} data-testid={`css-html-${field}`} />
        </Form.Item>
      ))}
    </SettingsForm>
  );
}
