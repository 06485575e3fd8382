import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SiteInfo } from '@site/shared/contract';
import { layoutPlaceholder } from './layout-placeholder.js';

const site = (over: { name?: string; logo?: string; primary?: string; theme?: string } = {}) =>
  ({
    general: { name: over.name ?? 'Bakers' },
    branding: { logo: over.logo ?? '', mobile_logo: '', square_icon: '', favicon: '' },
    theme: {
      theme: over.theme ?? 'default',
      theme_config: { default: { navbar_style: 'colored', primary_color: over.primary ?? '' } },
    },
  }) as unknown as Pick<SiteInfo, 'general' | 'branding' | 'theme'>;

describe('layoutPlaceholder', () => {
  it('draws the site name on the default primary colour in white', () => {
    const { head, root } = layoutPlaceholder(site());
    assert.equal(root, '<div id="boot-header" aria-hidden="true">Bakers</div>');
    assert.match(head!.join(''), /background:#0033ff;color:#ffffff/);
  });

  it('uses the theme primary colour and black text where white would not read', () => {
    const { head } = layoutPlaceholder(site({ primary: '#ffe58f' }));
    assert.match(head!.join(''), /background:#ffe58f;color:#000000/);
  });

  it('falls back to the default colour for anything that is not a plain colour value (no way into the style)', () => {
    const { head } = layoutPlaceholder(site({ primary: 'red;}</style><script>alert(1)</script>' }));
    const css = head!.join('');
    assert.match(css, /background:#0033ff;/);
    assert.doesNotMatch(css, /script/);
  });

  it('escapes the name and shows the logo when one is set', () => {
    assert.match(layoutPlaceholder(site({ name: '<b>"A&B"</b>' })).root!, />&lt;b&gt;&quot;A&amp;B&quot;&lt;\/b&gt;</);
    assert.equal(
      layoutPlaceholder(site({ name: 'A"B', logo: '/uploads/logo.png?x="y"' })).root,
      '<div id="boot-header" aria-hidden="true"><img src="/uploads/logo.png?x=&quot;y&quot;" alt="A&quot;B"></div>',
    );
  });
});

describe('layoutPlaceholder with a light navbar', () => {
  const light = (color_scheme: string) =>
    ({
      general: { name: 'Bakers' },
      branding: { logo: '', mobile_logo: '', square_icon: '', favicon: '' },
      theme: { theme: 'default', color_scheme, theme_config: { default: { navbar_style: 'light', primary_color: '#ff0000' } } },
    }) as unknown as Pick<SiteInfo, 'general' | 'branding' | 'theme'>;

  it('paints the bar white with black text, and dark where the device is dark when the site follows it', () => {
    const css = layoutPlaceholder(light('system')).head!.join('');
    assert.match(css, /background:#ffffff;color:#000000/);
    assert.match(css, /prefers-color-scheme:dark\)\{#boot-header\{background:#141414;color:#ffffff\}/);
  });

  it('is dark from the start on a dark site, with no device rule', () => {
    const css = layoutPlaceholder(light('dark')).head!.join('');
    assert.match(css, /background:#141414;color:#ffffff/);
    assert.doesNotMatch(css, /prefers-color-scheme/);
  });
});
