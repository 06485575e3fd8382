import { headerColors, PRIMARY_COLOR, siteNavbarStyle, sitePrimaryColor } from './site-colors.js';
import type { SiteInfo } from './site.js';

const theme = (name: string, config: Record<string, string>) =>
  ({
    theme: {
      theme: name,
      color_scheme: 'system',
      theme_config: Object.fromEntries(Object.entries(config).map(([k, primary_color]) => [k, { navbar_style: 'colored', primary_color }])),
    },
  }) as unknown as Pick<SiteInfo, 'theme'>;

describe('sitePrimaryColor', () => {
  it("reads the current theme's colour, else the default theme's, else none", () => {
    expect(sitePrimaryColor(theme('ocean', { default: '#111111', ocean: '#006699' }))).toBe('#006699');
    expect(sitePrimaryColor(theme('ocean', { default: '#111111' }))).toBe('#111111');
    expect(sitePrimaryColor(theme('default', { default: '' }))).toBeUndefined();
    expect(sitePrimaryColor(undefined)).toBeUndefined();
  });
});

describe('headerColors', () => {
  it('puts readable text on the colour and refuses values it cannot read', () => {
    expect(headerColors(undefined)).toEqual({ background: PRIMARY_COLOR, text: '#ffffff' });
    expect(headerColors('#fafafa')).toEqual({ background: '#fafafa', text: '#000000' });
    expect(headerColors('red; x: y')).toEqual({ background: PRIMARY_COLOR, text: '#ffffff' });
  });
});

describe('a light navbar', () => {
  it("takes the page's surface in the mode shown, whatever the primary colour", () => {
    expect(headerColors('#ff0000', 'light')).toEqual({ background: '#ffffff', text: '#000000' });
    expect(headerColors('#ff0000', 'light', 'dark')).toEqual({ background: '#141414', text: '#ffffff' });
  });

  it("is read from the current theme's config; anything but 'light' is the colored default", () => {
    const site = (navbar_style: string) =>
      ({ theme: { theme: 'default', theme_config: { default: { navbar_style, primary_color: '#0033ff' } } } }) as unknown as Pick<SiteInfo, 'theme'>;
    expect(siteNavbarStyle(site('light'))).toBe('light');
    expect(siteNavbarStyle(site('#0033ff'))).toBe('colored');
    expect(siteNavbarStyle(undefined)).toBe('colored');
  });
});
