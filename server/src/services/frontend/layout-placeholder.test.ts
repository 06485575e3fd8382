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
