import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SiteInfo } from '@site/shared/contract';
import { contrastRatio } from '@site/shared/contract';
import { contentCopyStyle } from './content-copy-style.js';

const site = (color_scheme?: string) => ({ theme: { theme: 'default', color_scheme, theme_config: {} } }) as unknown as Pick<SiteInfo, 'theme'>;
const linkColors = (css: string) => [...css.matchAll(/#ssr-content a\{color:([^}]+)\}/g)].map((m) => m[1]!);

describe('contentCopyStyle', () => {
  it('colours links in the primary colour, darkened where it would not read on the page', () => {
    assert.deepEqual(linkColors(contentCopyStyle(site('light'), '#0033ff')), ['#0033ff']);
    const [pale] = linkColors(contentCopyStyle(site('light'), '#ffe58f'));
    assert.notEqual(pale, '#ffe58f');
    assert.ok(contrastRatio(pale!, '#f5f5f5') >= 4.5, `${pale} reads on the page`);
  });

  it('draws the cards as the app does in the site scheme: light, dark, or the device own where the site follows it', () => {
    const light = contentCopyStyle(site('light'), undefined);
    assert.match(light, /body:has\(#ssr-content\)\{background:#f5f5f5\}/);
    assert.doesNotMatch(light, /prefers-color-scheme/);
    const dark = contentCopyStyle(site('dark'), undefined);
    assert.match(dark, /body:has\(#ssr-content\)\{background:#000000\}/);
    assert.doesNotMatch(dark, /#f5f5f5|prefers-color-scheme/);
    const system = contentCopyStyle(site('system'), undefined);
    assert.match(system, /#f5f5f5.*@media \(prefers-color-scheme:dark\)\{body:has\(#ssr-content\)\{background:#000000\}/);
  });

  it('takes the default colour for anything that is not a plain colour value (no way out of the style)', () => {
    const css = contentCopyStyle(site('light'), 'red;}</style><script>alert(1)</script>');
    assert.deepEqual(linkColors(css), ['#0033ff']);
    assert.doesNotMatch(css, /script/);
  });
});
