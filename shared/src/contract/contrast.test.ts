import { contrastRatio, parseColor, readableTextOn, TEXT_CONTRAST, withContrast } from './contrast.js';

test('parses hex and rgb() colours, and refuses the rest', () => {
  expect(parseColor('#03f')).toEqual([0, 51, 255]);
  expect(parseColor('#0033FF')).toEqual([0, 51, 255]);
  expect(parseColor('rgb(0, 51, 255)')).toEqual([0, 51, 255]);
  expect(parseColor('rgb(300, 0, 0)')).toBeUndefined();
  expect(parseColor('blue')).toBeUndefined();
});

test('contrast ratios match WCAG reference values', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  // antd's default link colour on white: the reason links get the primary colour.
  expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  expect(contrastRatio('nope', '#ffffff')).toBeNaN();
});

test('a passing colour is kept; a failing one is darkened on light surfaces and lightened on dark ones, just enough', () => {
  expect(withContrast('#0033ff', '#ffffff')).toBe('#0033ff');
  const darker = withContrast('#ff4d4f', '#e6e6e6');
  expect(contrastRatio(darker, '#e6e6e6')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  expect(contrastRatio(darker, '#e6e6e6')).toBeLessThan(TEXT_CONTRAST + 0.3);
  const lighter = withContrast('#0033ff', '#141414');
  expect(contrastRatio(lighter, '#141414')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  expect(withContrast('not-a-colour', '#ffffff')).toBe('not-a-colour');
});

test('text on a background is white on dark colours and black on light ones', () => {
  expect(readableTextOn('#0033ff')).toBe('#ffffff');
  expect(readableTextOn('#ffd700')).toBe('#000000');
  expect(readableTextOn('transparent')).toBe('#ffffff');
});
