import { ColorPicker, Form, Radio } from 'antd';
import { HEX_COLOR_PATTERN, NAVBAR_STYLES, SITE_COLOR_SCHEMES, type NavbarStyle, type SiteThemeSettings } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { SettingsForm } from '../site-settings';
import { useGetSiteThemeSettingsQuery, useUpdateSiteThemeSettingsMutation } from './customize-api';
import './texts';

/** A ColorPicker's change as the form's value: the colour as #rrggbb (alpha is off). */
const hexOf = (color: { toHexString(): string }) => color.toHexString().toLowerCase();

/**
 * /admin/themes: the site's colour scheme (light, dark, or each visitor's device), and the current theme's primary
 * colour and navbar style. Fields are named as the request's (theme_config.<theme>.primary_color), so the server's
 * field errors land on them.
 */
export function ThemesPage() {
  const { t } = useTranslation('admin');
  const { data } = useGetSiteThemeSettingsQuery();
  const [save, { isLoading }] = useUpdateSiteThemeSettingsMutation();
  const theme = data?.theme ?? 'default';
  return (
    <SettingsForm<SiteThemeSettings>
      id="themes"
      data={data}
      saving={isLoading}
      intro={t('customize.themes.intro')}
      save={(v) => {
        const { navbar_style, primary_color } = v.theme_config[theme]!;
        return save({ theme, color_scheme: v.color_scheme, theme_config: { [theme]: { navbar_style: navbar_style as NavbarStyle, primary_color } } });
      }}
    >
      <Form.Item name="color_scheme" label={t('customize.themes.color_scheme')} extra={t('customize.themes.color_scheme_hint')}>
        <Radio.Group data-testid="themes-color-scheme">
          {SITE_COLOR_SCHEMES.map((s) => (
            <Radio.Button key={s} value={s}>
              {t(`customize.themes.color_scheme_${s}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name={['theme_config', theme, 'primary_color']}
        label={t('customize.themes.primary_color')}
        extra={t('customize.themes.primary_color_hint')}
        getValueFromEvent={hexOf}
        rules={[{ pattern: HEX_COLOR_PATTERN, message: t('customize.themes.primary_color_invalid') }]}
      >
        <ColorPicker showText disabledAlpha format="hex" data-testid="themes-primary-color" aria-label={t('customize.themes.primary_color')} />
      </Form.Item>
      <Form.Item name={['theme_config', theme, 'navbar_style']} label={t('customize.themes.navbar_style')} extra={t('customize.themes.navbar_style_hint')}>
        <Radio.Group data-testid="themes-navbar-style">
          {NAVBAR_STYLES.map((s) => (
            <Radio.Button key={s} value={s}>
              {t(`customize.themes.navbar_${s}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
    </SettingsForm>
  );
}
