import { theme as antdTheme } from 'antd';
import { contrastRatio, TEXT_CONTRAST } from '../contract/contrast.js';
import { PRIMARY_COLOR, themeFor } from './theme.js';

// The surfaces text sits on in the light theme: cards, the page, pale alerts.
const SURFACES = ['#ffffff', '#f5f5f5', '#e6f4ff'];

test('the default theme keeps the brand colour for buttons, links and the coloured header, with white header text', () => {
  const t = themeFor();
  expect(t.token?.colorPrimary).toBe(PRIMARY_COLOR);
  expect(t.token?.colorLink).toBe(PRIMARY_COLOR);
  expect(t.components?.Layout).toMatchObject({ headerBg: PRIMARY_COLOR, headerColor: '#ffffff' });
  expect(contrastRatio('#ffffff', PRIMARY_COLOR)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
});

test('links and error text read at 4.5:1 on every light surface', () => {
  const t = themeFor();
  for (const surface of SURFACES) {
    expect(contrastRatio(t.token!.colorLink!, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(t.token!.colorError!, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
});

test("a site's light primary colour is darkened for text, and the header text turns black on it", () => {
  const t = themeFor({ primaryColor: '#ffd700' });
  for (const surface of SURFACES) expect(contrastRatio(t.token!.colorPrimary!, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  const header = t.components!.Layout!;
  expect(contrastRatio(header.headerColor!, header.headerBg!)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
});

test('the dark theme uses the dark algorithm and light text alphas', () => {
  const t = themeFor({ mode: 'dark' });
  expect(t.algorithm).toBe(antdTheme.darkAlgorithm);
  expect(t.token?.colorTextTertiary).toMatch(/^rgba\(255, 255, 255/);
});

// The dark surfaces text sits on: the page, cards, popups.
const DARK_SURFACES = ['#000000', '#141414', '#1f1f1f'];

test('in dark mode, primary-coloured text (links, the selected tab and menu item) and error text read at 4.5:1 for any primary colour', () => {
  for (const primaryColor of [PRIMARY_COLOR, '#aa2200', '#006600', '#ffd700']) {
    const t = themeFor({ mode: 'dark', primaryColor });
    const derived = antdTheme.getDesignToken(t);
    for (const surface of DARK_SURFACES) {
      for (const text of [derived.colorLink, derived.colorPrimaryText, derived.colorError, t.components!.Tabs!.itemSelectedColor!, t.components!.Menu!.itemSelectedColor!])
        expect([primaryColor, surface, contrastRatio(text, surface) >= TEXT_CONTRAST]).toEqual([primaryColor, surface, true]);
    }
  }
});

test('a light navbar is white in light mode and antd\'s dark surface in dark mode, with readable text', () => {
  expect(themeFor({ navbarStyle: 'light' }).components?.Layout).toMatchObject({ headerBg: '#ffffff', headerColor: '#000000' });
  expect(themeFor({ mode: 'dark', navbarStyle: 'light' }).components?.Layout).toMatchObject({ headerBg: '#141414', headerColor: '#ffffff' });
});
